// The four sounds of patience.sounds as data: each a few short, quiet notes, synthesised in the page
// (no files, no network), so a test can hold every sound to "short and quiet" without a speaker.

/** What the table does that may make a sound. */
export type SoundName = 'deal' | 'move' | 'refused' | 'win';

/** One note: a tone that starts `at` seconds into the sound, rises at once and fades out over `length`. */
export interface Note {
  readonly at: number;
  readonly length: number;
  readonly hertz: number;
  /** Peak loudness, 0 … 1 of full scale; the page's output follows the system volume. */
  readonly peak: number;
  readonly wave: 'sine' | 'triangle';
}

/** Nothing louder than this: a card game sits beside someone's work. */
export const MAX_PEAK = 0.12;
/** Nothing longer than this, so a sound never outlasts the motion it goes with. */
export const MAX_SECONDS = 0.6;

const note = (at: number, length: number, hertz: number, peak: number, wave: Note['wave'] = 'sine'): Note => ({
  at,
  length,
  hertz,
  peak,
  wave,
});

export const TONES: Readonly<Record<SoundName, readonly Note[]>> = {
  // A soft tick per card, as three cards slide off the stock.
  deal: [note(0, 0.05, 1400, 0.05, 'triangle'), note(0.06, 0.05, 1300, 0.05, 'triangle'), note(0.12, 0.05, 1200, 0.05, 'triangle')],
  // One short click of a card put down.
  move: [note(0, 0.06, 900, 0.06, 'triangle')],
  // Two low notes falling: the cards go back.
  refused: [note(0, 0.09, 330, 0.08), note(0.09, 0.12, 247, 0.08)],
  // A rising major arpeggio.
  win: [note(0, 0.14, 523, 0.08), note(0.12, 0.14, 659, 0.08), note(0.24, 0.14, 784, 0.08), note(0.36, 0.22, 1047, 0.08)],
};

/** How long a sound lasts, to its last note's end. */
export const secondsOf = (notes: readonly Note[]): number => Math.max(0, ...notes.map((n) => n.at + n.length));
