// Imported by room y.
export const g = 3;
