// Room x imports room y here, and room y imports room x in f.ts.
import { e } from '../y/e';

export const d = e + 1;
