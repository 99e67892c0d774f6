// A sound's notes synthesised on a Web Audio context: the sound chunk, which the page fetches on the
// first sound (./sound-player.ts), so the first paint carries neither the notes nor their synthesis.
import { type Note, type SoundName, TONES } from './tones';

/** The little of an AudioContext the player uses, so tests can hand it a recording double. */
export interface SoundContext {
  readonly currentTime: number;
  readonly state: string;
  readonly destination: AudioNode;
  resume(): Promise<void>;
  createOscillator(): OscillatorNode;
  createGain(): GainNode;
}

/** Schedules every note of `name` from the context's now. */
export function playNotes(context: SoundContext, name: SoundName): void {
  for (const note of TONES[name]) schedule(context, note);
}

function schedule(context: SoundContext, note: Note): void {
  const start = context.currentTime + note.at;
  const end = start + note.length;
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  oscillator.type = note.wave;
  oscillator.frequency.setValueAtTime(note.hertz, start);
  // A quick rise and an exponential fade: no click at either end.
  gain.gain.setValueAtTime(0.0001, start);
  gain.gain.exponentialRampToValueAtTime(note.peak, start + 0.005);
  gain.gain.exponentialRampToValueAtTime(0.0001, end);
  oscillator.connect(gain).connect(context.destination);
  oscillator.start(start);
  oscillator.stop(end + 0.01);
}
