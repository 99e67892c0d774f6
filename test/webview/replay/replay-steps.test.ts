// Replay stepping (pure): every position of a GameRecord, step forward and back, jump anywhere
// (clamped), the game so far for "Play from here", and the moves' labels in both languages.
import { describe, expect, it } from 'vitest';
import { legalMoves, newGame, replay, status } from '../../../src/engine';
import { en } from '../../../webview/l10n/en-replay';
import { ru } from '../../../webview/l10n/ru-replay';
import { en as table } from '../../../webview/l10n/en';
import { moveLabels } from '../../../webview/replay/move-label';
import { hintText } from '../../../webview/solver/hint-text';
import { SOLVER_WORDS } from '../../../webview/l10n/solver-strings';
import {
  atEnd,
  atStart,
  back,
  canPlayFrom,
  forward,
  jump,
  lastMove,
  moveCount,
  positionOf,
  recordSoFar,
  stepsOf,
} from '../../../webview/replay/replay-steps';
import { WON } from './support';
import { NO_SUCH_GAME } from '../../support/no-such-game';

function steps(record: unknown = WON, at?: number) {
  const made = stepsOf(record, at);
  if (!made.ok) throw new Error(made.error);
  return made.value;
}

describe('replay steps', () => {
  it('start at the deal, with one position per move after it', () => {
    const s = steps();
    expect(s.at).toBe(0);
    expect(moveCount(s)).toBe(82);
    expect(s.positions).toHaveLength(83);
    expect(positionOf(s)).toEqual(newGame('bakers-game', 1, 'any'));
    expect(atStart(s)).toBe(true);
    expect(lastMove(s)).toBeUndefined();
  });

  it('step forward and back through the positions the engine replays', () => {
    const positions = replay(WON);
    if (!positions.ok) throw new Error(positions.error);
    let s = steps();
    for (let i = 1; i <= 5; i++) {
      s = forward(s);
      expect(positionOf(s)).toEqual(positions.value.positions[i]);
      expect(lastMove(s)).toEqual(WON.moves[i - 1]);
    }
    s = back(back(s));
    expect(s.at).toBe(3);
    expect(positionOf(s)).toEqual(positions.value.positions[3]);
  });

  it('jump anywhere; out-of-range steps stop at the ends and a step that is no number changes nothing', () => {
    const s = steps();
    expect(jump(s, 40).at).toBe(40);
    expect(jump(s, 1000).at).toBe(82);
    expect(atEnd(jump(s, 1000))).toBe(true);
    expect(jump(jump(s, 40), -5).at).toBe(0);
    expect(jump(s, 2.6).at).toBe(3);
    expect(jump(jump(s, 7), Number.NaN).at).toBe(7);
    expect(back(s)).toBe(s);
    const end = jump(s, 82);
    expect(forward(end)).toBe(end);
    expect(steps(WON, 500).at).toBe(82);
  });

  it('the game so far is an ordinary game in progress of the same deal', () => {
    const s = jump(steps(), 30);
    const soFar = recordSoFar(s);
    expect(soFar).toEqual({ ...WON, moves: WON.moves.slice(0, 30) });
    const replayed = replay(soFar);
    expect(replayed.ok && status(replayed.value.positions.at(-1)!)).toBe('playing');
    expect(canPlayFrom(s)).toBe(true);
  });

  it('play cannot go on from the won end', () => {
    const s = jump(steps(), 82);
    expect(status(positionOf(s))).toBe('won');
    expect(canPlayFrom(s)).toBe(false);
  });

  it('a record that does not replay is an error that names the move', () => {
    const bad = stepsOf({ ...WON, moves: [WON.moves[0], { from: 'tableau-1', to: 'foundation-1' }] });
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.error).toMatch(/^move 2 /);
    expect(stepsOf({ game: NO_SUCH_GAME.id, deal: 1, moves: [] }).ok).toBe(false);
  });
});

describe('move labels', () => {
  const s = steps();
  const labels = moveLabels(s.positions, WON.moves, en.moveWords, table.cards.name);
  const russian = moveLabels(s.positions, WON.moves, ru.moveWords, table.cards.name);

  it('say a move as a hint says it: onto the card it goes on, or the pile as the table names it', () => {
    expect(labels.short.slice(0, 2)).toEqual(['Move 8♣ onto 9♣', 'Move 3♦ to the empty free cell 1']);
    expect(russian.short.slice(0, 2)).toEqual(['Положите 8♣ на 9♣', 'Переложите 3♦ в свободную ячейку 1']);
    // One wording function for hints and the replay.
    expect(labels.short.every((label, i) => label === hintText(s.positions[i], WON.moves[i], SOLVER_WORDS.en))).toBe(true);
  });

  it('say a run by its lowest card', () => {
    expect(WON.moves[10]).toEqual({ from: 'tableau-7', to: 'tableau-6', count: 2 });
    expect(labels.short[10]).toBe('Move the run from 4♦ to the empty tableau 6');
  });

  it('say it in words for screen readers', () => {
    expect(labels.spoken.slice(0, 2)).toEqual([
      'Move eight of clubs onto nine of clubs',
      'Move three of diamonds to the empty free cell 1',
    ]);
  });

  it("say Spider's deal and Cruel's redeal", () => {
    const spider = newGame('spider-three-decks', 1);
    expect(moveLabels([spider], [{ action: 'deal' }], en.moveWords, table.cards.name).short).toEqual(['Deal a new row']);
    // A redeal once a move was made since the deal (the only time it is played).
    const cruel = replay({ game: 'cruel', deal: 1, moves: [legalMoves(newGame('cruel', 1))[0]] });
    expect(cruel.ok).toBe(true);
    if (cruel.ok)
      expect(moveLabels([cruel.value.positions[1]], [{ action: 'redeal' }], ru.moveWords, table.cards.name).short).toEqual([
        'Пересдайте стопки',
      ]);
  });
});
