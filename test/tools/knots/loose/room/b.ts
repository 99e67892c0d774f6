// Imported by the loose file a.ts.
export const b = 1;
