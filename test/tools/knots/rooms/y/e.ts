// Imported by room x.
export const e = 2;
