// @vitest-environment happy-dom
// The game tab's sounds (patience.sounds): a deal, a move, a refused drop and a win each make theirs, and none when off.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { legalMoves, rulesOf, whyIllegal } from '../../../src/engine';
import { type SoundName, TONES } from '../../../webview/sound/tones';
import { NEARLY_WON, SETTINGS, drag, fromHost, mountApp, positionOf, resetPage, settle, tableOf } from '../support';

/** The first notes' pitches of every sound the page's Web Audio double was asked to play, in order. */
let heard: number[] = [];

/** Audio contexts the page made: it makes one on its first sound, at once (its notes follow with the sound chunk). */
let contexts = 0;

class RecordingAudioContext {
  constructor() {
    contexts++;
  }
  currentTime = 0;
  state = 'running';
  destination = {};
  async resume(): Promise<void> {}
  createOscillator() {
    return {
      type: 'sine',
      frequency: { setValueAtTime: (hertz: number) => void heard.push(hertz) },
      connect: (n: unknown) => n,
      start() {},
      stop() {},
    };
  }
  createGain() {
    const ramp = () => undefined;
    return { gain: { setValueAtTime: ramp, exponentialRampToValueAtTime: ramp }, connect: (n: unknown) => n };
  }
}

/** The sounds the pitches heard make up, read back against the tones. */
function sounds(): SoundName[] {
  const names: SoundName[] = [];
  let i = 0;
  while (i < heard.length) {
    const name = (Object.keys(TONES) as SoundName[]).find((n) => TONES[n].every((note, k) => heard[i + k] === note.hertz));
    if (!name) throw new Error(`unknown pitches from ${heard.slice(i)}`);
    names.push(name);
    i += TONES[name].length;
  }
  return names;
}

const record = { game: 'bakers-game', variant: 'kings', deal: 11, moves: [] };

beforeEach(() => {
  resetPage();
  heard = [];
  contexts = 0;
  (globalThis as { AudioContext?: unknown }).AudioContext = RecordingAudioContext;
});
afterEach(() => delete (globalThis as { AudioContext?: unknown }).AudioContext);

describe('sounds on the table', () => {
  it('with patience.sounds on: the deal, a move and a refused drop each make their sound', async () => {
    const app = await mountApp();
    await fromHost({ type: 'load', record, elapsedMs: 0, settings: { ...SETTINGS, sounds: true } });
    // The first sound waits for the sound chunk; the next ones follow it at once.
    await vi.waitFor(() => expect(sounds()).toEqual(['deal']));
    const position = positionOf(app);
    const ids = rulesOf(position.game).piles.map((p) => p.id);
    const refused = ids
      .flatMap((from) => ids.map((to) => ({ from, to })))
      .find((m) => m.from !== m.to && m.from.startsWith('tableau') && m.to.startsWith('tableau') && whyIllegal(position, m) !== null)!;
    await drag(app, refused);
    await vi.waitFor(() => expect(sounds()).toEqual(['deal', 'refused']));
    tableOf(app).dispatchEvent(
      new CustomEvent('patience-move', { detail: { move: legalMoves(position)[0] }, bubbles: true, composed: true }),
    );
    await settle();
    await vi.waitFor(() => expect(sounds()).toEqual(['deal', 'refused', 'move']));
  });

  it('the winning move is followed by the win sound', async () => {
    const app = await mountApp();
    await fromHost({ type: 'load', record: NEARLY_WON, elapsedMs: 0, settings: { ...SETTINGS, sounds: true } });
    await vi.waitFor(() => expect(sounds()).toEqual(['deal']));
    heard = [];
    tableOf(app).dispatchEvent(
      new CustomEvent('patience-move', { detail: { move: { from: 'tableau-1', to: 'foundation-4' } }, bubbles: true, composed: true }),
    );
    await settle();
    await vi.waitFor(() => expect(sounds()).toEqual(['move', 'win']));
  });

  it('off (the default): silent', async () => {
    const app = await mountApp();
    await fromHost({ type: 'load', record, elapsedMs: 0, settings: SETTINGS });
    tableOf(app).dispatchEvent(
      new CustomEvent('patience-move', { detail: { move: legalMoves(positionOf(app))[0] }, bubbles: true, composed: true }),
    );
    await settle();
    expect(contexts).toBe(0);
    expect(heard).toEqual([]);
  });
});
