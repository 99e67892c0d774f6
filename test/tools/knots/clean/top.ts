// A loose file over its room: imports point one way only.
import { low } from './room/low';

export const top = low + 1;
