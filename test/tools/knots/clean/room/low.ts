// Imports nothing above it.
export const low = 1;
