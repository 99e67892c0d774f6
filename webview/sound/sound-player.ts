// Plays the table's sounds with the Web Audio API when patience.sounds is on. The audio context is
// made on the first sound (after the player's own click or key, as browsers require) and reused. The
// notes and their synthesis are a chunk of their own (./synth.ts), fetched on the first sound: sounds
// are off unless the player turns them on, and the first paint does not wait for them.
import type { SoundContext } from './synth';
import type { SoundName } from './tones';

export type { SoundContext } from './synth';

export class SoundPlayer {
  private context: SoundContext | null = null;
  private synth: Promise<typeof import('./synth')> | null = null;

  constructor(private readonly makeContext: () => SoundContext | null = defaultContext) {}

  /**
   * Plays `name` once the sound chunk has come (the first sound waits for it, the next ones follow in
   * order at once); a page without audio, or whose chunk failed to come, stays silent and goes on.
   */
  play(name: SoundName): void {
    this.context ??= this.makeContext();
    const context = this.context;
    if (!context) return;
    // A context made before any gesture starts suspended; this sound follows one, so it may resume.
    if (context.state === 'suspended') void context.resume().catch(() => undefined);
    this.synth ??= import('./synth');
    void this.synth.then(({ playNotes }) => playNotes(context, name)).catch(() => undefined);
  }
}

function defaultContext(): SoundContext | null {
  try {
    return typeof AudioContext === 'function' ? new AudioContext() : null;
  } catch {
    return null;
  }
}
