// Imports the loose file a.ts back.
import { a } from '../a';

export const c = a * 2;
