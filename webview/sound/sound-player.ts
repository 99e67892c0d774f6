// Plays the table's sounds with the Web Audio API when patience.sounds is on. The audio context is
// made on the first sound (after the player's own click or key, as browsers require) and reused.
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

export class SoundPlayer {
  private context: SoundContext | null = null;

  constructor(private readonly makeContext: () => SoundContext | null = defaultContext) {}

  /** Plays `name` now; a page without audio stays silent and goes on. */
  play(name: SoundName): void {
    this.context ??= this.makeContext();
    const context = this.context;
    if (!context) return;
    // A context made before any gesture starts suspended; this sound follows one, so it may resume.
    if (context.state === 'suspended') void context.resume().catch(() => undefined);
    for (const note of TONES[name]) schedule(context, note);
  }
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

function defaultContext(): SoundContext | null {
  try {
    return typeof AudioContext === 'function' ? new AudioContext() : null;
  } catch {
    return null;
  }
}
