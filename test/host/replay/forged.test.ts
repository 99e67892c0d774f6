// A journal entry the statistics refuse (issue 24, item 10): forged, its moves do not replay to the
// end it claims. Replay Last Game shows it as not verified, with the reason the statistics' own check
// gives; Play from here on moves that do not replay tells the player why it cannot.
import { describe, expect, it, vi } from 'vitest';
import type { GameRecord } from '../../../src/engine';
import { JOURNAL_SCHEMA, type JournalEntry, entryName } from '../../../src/host/journal/entry';
import { verifyResult } from '../../../src/stats-core/verify';
import { STORAGE, activated, double, withMoves } from '../harness';
import { scoreOf, wonRecord } from '../stats/support';

const won = wonRecord(2, 'kings');

/** Writes `entry` into the game journal as a window would have. */
function journal(entry: JournalEntry): void {
  double.files.set(`${STORAGE}/journal/${entryName(entry)}`, new TextEncoder().encode(JSON.stringify(entry)));
}

/** A "won" entry of Baker's Game #2 holding `record`, as a forger would write it. */
const forged = (record: GameRecord, id = 'forged00001'): JournalEntry => ({
  schema: JOURNAL_SCHEMA,
  window: 'window-forger',
  id,
  scope: 'bakers-game:kings',
  deal: 2,
  outcome: 'won',
  score: scoreOf(won),
  moves: record.moves.length,
  timeMs: 60_000,
  endedAt: Date.UTC(2026, 11, 1, 12),
  hintsUsed: 0,
  record,
});

async function openReplay() {
  await double.commands.get('patience.replayLastGame')!();
  const panel = double.panels.filter((p) => p.viewType === 'patience.replay').at(-1)!;
  panel.fromPage({ type: 'ready' });
  return panel;
}

const shownGame = (panel: ReturnType<typeof double.panels.at> & object) =>
  (panel.sent('show').at(-1) as { game: Record<string, unknown> }).game;

describe('a forged journal entry in the replay', () => {
  it('is shown as not verified, with the reason the statistics refuse it for, and is not counted', async () => {
    const context = activated();
    const entry = forged(withMoves({ game: 'bakers-game', variant: 'kings', deal: 2, moves: [] }, 10));
    journal(entry);
    const refusal = verifyResult({ ...entry, elapsedMs: entry.timeMs }, entry.endedAt);
    expect(refusal.ok).toBe(false);
    const panel = await openReplay();
    await vi.waitFor(() => expect(panel.sent('show')).toHaveLength(1));
    expect(shownGame(panel)).toMatchObject({ id: entry.id, outcome: 'won', refused: refusal.ok ? '' : refusal.error });
    await context.api.statistics.catchUp();
    expect(context.api.statistics.snapshot().total.won).toBe(0);
  });

  it('an entry the statistics count is not marked', async () => {
    activated();
    const entry = { ...forged(won, 'genuine0001') };
    journal(entry);
    const panel = await openReplay();
    await vi.waitFor(() => expect(panel.sent('show')).toHaveLength(1));
    expect(shownGame(panel)).not.toHaveProperty('refused');
  });

  it('Play from here on moves that do not replay tells the player why it cannot, and starts nothing', async () => {
    activated();
    const record = withMoves({ game: 'bakers-game', variant: 'kings', deal: 2, moves: [] }, 4);
    // The fourth move is one the rules refuse: a card onto a foundation that is empty.
    const bad = { ...record, moves: [...record.moves.slice(0, 3), { from: 'tableau-1', to: 'foundation-4', count: 1 }] };
    const entry = forged(bad as GameRecord, 'forged00002');
    journal(entry);
    const panel = await openReplay();
    await vi.waitFor(() => expect(panel.sent('show')).toHaveLength(1));
    panel.fromPage({ type: 'playFrom', id: entry.id, moves: 4 });
    await vi.waitFor(() => expect(double.shown.at(-1)?.kind).toBe('warning'));
    expect(double.shown.at(-1)!.message).toMatch(/^Can't play from here: this game's moves do not replay \(.*move 4.*\)\.$/);
    expect(double.panels.filter((p) => p.viewType === 'patience.game')).toEqual([]);
  });
});
