// patience.sounds: every sound short and quiet, played by the Web Audio API, and silence where it is missing.
import { describe, expect, it, vi } from 'vitest';
import { SoundPlayer, type SoundContext } from '../../../webview/sound/sound-player';
import { MAX_PEAK, MAX_SECONDS, type SoundName, TONES, secondsOf } from '../../../webview/sound/tones';

const NAMES: readonly SoundName[] = ['deal', 'move', 'refused', 'win'];

/** An AudioContext double that records every oscillator it starts and every gain it is ramped to. */
function recordingContext(state = 'running') {
  const started: { hertz: number; wave: string; start: number; stop: number }[] = [];
  const peaks: number[] = [];
  let resumed = 0;
  const context = {
    currentTime: 10,
    state,
    destination: {} as AudioNode,
    resume: async () => void resumed++,
    createOscillator() {
      const osc = {
        type: 'sine',
        frequency: { setValueAtTime: (hertz: number) => void (osc.hertz = hertz) },
        hertz: 0,
        connect: (node: unknown) => node,
        start: (at: number) => void (osc.at = at),
        at: 0,
        stop: (at: number) => void started.push({ hertz: osc.hertz, wave: osc.type, start: osc.at, stop: at }),
      };
      return osc as unknown as OscillatorNode;
    },
    createGain() {
      const ramp = (value: number) => void peaks.push(value);
      return {
        gain: { setValueAtTime: ramp, exponentialRampToValueAtTime: ramp },
        connect: (node: unknown) => node,
      } as unknown as GainNode;
    },
  } satisfies SoundContext;
  return { context, started, peaks, resumed: () => resumed };
}

describe('sounds (patience.sounds)', () => {
  it.each(NAMES)('%s is short and quiet', (name) => {
    const notes = TONES[name];
    expect(notes.length).toBeGreaterThan(0);
    expect(secondsOf(notes)).toBeLessThanOrEqual(MAX_SECONDS);
    for (const n of notes) {
      expect(n.peak).toBeGreaterThan(0);
      expect(n.peak).toBeLessThanOrEqual(MAX_PEAK);
      expect(n.hertz).toBeGreaterThan(100);
    }
  });

  it('the four sounds differ from each other', () => {
    const shapes = NAMES.map((name) => JSON.stringify(TONES[name]));
    expect(new Set(shapes).size).toBe(NAMES.length);
  });

  it('plays each note of a sound from now, in the order asked, never louder than its peak, and reuses one context', async () => {
    const audio = recordingContext();
    let made = 0;
    const player = new SoundPlayer(() => (made++, audio.context));
    player.play('win');
    player.play('move');
    expect(made).toBe(1);
    // The notes come with the sound chunk, fetched on the first sound.
    await vi.waitFor(() => expect(audio.started.map((s) => s.hertz)).toEqual([...TONES.win, ...TONES.move].map((n) => n.hertz)));
    for (const [i, n] of TONES.win.entries()) {
      expect(audio.started[i].start).toBeCloseTo(10 + n.at);
      expect(audio.started[i].stop).toBeGreaterThan(audio.started[i].start);
    }
    expect(Math.max(...audio.peaks)).toBeLessThanOrEqual(MAX_PEAK);
  });

  it('a suspended context (made before a gesture) is resumed by the next sound', () => {
    const audio = recordingContext('suspended');
    new SoundPlayer(() => audio.context).play('deal');
    expect(audio.resumed()).toBe(1);
  });

  it('a page without Web Audio stays silent and goes on', () => {
    const player = new SoundPlayer(() => null);
    expect(() => NAMES.forEach((name) => player.play(name))).not.toThrow();
  });
});
