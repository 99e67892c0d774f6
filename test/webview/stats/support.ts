// Shared by the statistics view tests: a fake VS Code webview API, sample numbers in the host's
// shape, and ways to reach into the rendered elements.
import type { DailyBoard, DailyGame, RecentResult, ScopeStats, StatsSnapshot } from '../../../src/protocol/stats-protocol';

/** The fake `acquireVsCodeApi()`: one object per page, as in VS Code. */
export const vscode = {
  posted: [] as Record<string, unknown>[],
  postMessage(message: unknown): void {
    this.posted.push(structuredClone(message) as Record<string, unknown>);
  },
};
(globalThis as unknown as { acquireVsCodeApi: () => typeof vscode }).acquireVsCodeApi = () => vscode;

const T0 = Date.UTC(2025, 3, 1, 12);

export function recent(outcomes: string, over: Partial<RecentResult> = {}): RecentResult[] {
  return [...outcomes].map((c, i) => {
    const outcome = c === 'W' ? 'won' : c === 'L' ? 'lost' : 'abandoned';
    return {
      endedAt: T0 + i * 3_600_000,
      scope: 'cruel',
      deal: 1000 + i,
      outcome,
      score: outcome === 'won' ? 48 : 12,
      maxScore: 48,
      timeMs: 125_000,
      moves: 80 + i,
      ...over,
    };
  });
}

export function scopeStats(scope: string, over: Partial<ScopeStats> = {}): ScopeStats {
  return {
    scope,
    played: 0,
    won: 0,
    assistedWins: 0,
    winsWithoutHints: 0,
    lost: 0,
    abandoned: 0,
    carried: 0,
    unverified: 0,
    currentStreak: 0,
    bestStreak: 0,
    bestScore: null,
    maxScore: scope === 'all' ? null : 48,
    fastestWinMs: null,
    fewestMoves: null,
    averageWinMs: null,
    recent: [],
    weeks: [],
    winTimes: [],
    ...over,
  };
}

const SCOPES = ['spider-three-decks', 'cruel', 'maze', 'bakers-game:kings', 'bakers-game:any', 'pileon'];

/** Cruel played 5 times (3 won), Baker's Game (kings) twice (both won); the rest not played. */
export function sampleSnapshot(): StatsSnapshot {
  const cruel = scopeStats('cruel', {
    played: 5,
    won: 3,
    winsWithoutHints: 2,
    lost: 1,
    abandoned: 1,
    currentStreak: 2,
    bestStreak: 2,
    bestScore: 48,
    fastestWinMs: 125_000,
    fewestMoves: 80,
    averageWinMs: 150_000,
    recent: recent('LWAWW').map((r, i) => (i === 3 ? { ...r, hintsUsed: 2 } : r)),
  });
  const bakers = scopeStats('bakers-game:kings', {
    played: 2,
    won: 2,
    winsWithoutHints: 2,
    currentStreak: 2,
    bestStreak: 2,
    bestScore: 52,
    maxScore: 52,
    fastestWinMs: 90_000,
    fewestMoves: 70,
    averageWinMs: 95_000,
    recent: recent('WW', { scope: 'bakers-game:kings', maxScore: 52, score: 52, endedAt: T0 + 10 * 3_600_000 }),
  });
  const total = scopeStats('all', {
    played: 7,
    won: 5,
    winsWithoutHints: 4,
    lost: 1,
    abandoned: 1,
    currentStreak: 4,
    bestStreak: 4,
    recent: [...cruel.recent, ...bakers.recent],
  });
  return { total, scopes: SCOPES.map((s) => (s === 'cruel' ? cruel : s === 'bakers-game:kings' ? bakers : scopeStats(s))) };
}

/** Today's daily deals: Cruel won (a streak of 3, best 5), Maze in progress, Spider's number still being found. */
export function sampleDaily(over: Partial<Record<DailyGame['game'], Partial<DailyGame>>> = {}): DailyBoard {
  const games: DailyGame[] = [
    { game: 'spider-three-decks', deal: 'finding', state: null, streak: 0, bestStreak: 0 },
    { game: 'cruel', deal: 1114952860, state: 'won', streak: 3, bestStreak: 5 },
    { game: 'maze', deal: 929671751, state: 'playing', streak: 0, bestStreak: 1 },
    { game: 'bakers-game', deal: 1368957908, state: 'lost', streak: 1, bestStreak: 1 },
    { game: 'pileon', deal: 1959369716, state: null, streak: 0, bestStreak: 0 },
  ];
  return { date: '2026-12-02', games: games.map((g) => ({ ...g, ...over[g.game] })) };
}

/** The host's message: the numbers and today's daily deals. */
export const snapshotMessage = (snapshot: StatsSnapshot, daily: DailyBoard = sampleDaily()) => ({ type: 'snapshot', snapshot, daily });

export const emptySnapshot = (): StatsSnapshot => ({ total: scopeStats('all'), scopes: SCOPES.map((s) => scopeStats(s)) });

/** Puts a `tag` element with `props` on the page and waits until it has drawn them. */
export async function mount<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]>,
): Promise<HTMLElementTagNameMap[K]> {
  const el = Object.assign(document.createElement(tag), props);
  document.body.append(el);
  await settle();
  return el;
}

/** Waits until no patience element has an update pending. */
export async function settle(): Promise<void> {
  for (let round = 0; round < 10; round++) {
    const pending = allElements().filter((el) => el.isUpdatePending);
    if (pending.length === 0) return;
    await Promise.all(pending.map((el) => el.updateComplete));
  }
}

type LitLike = HTMLElement & { isUpdatePending: boolean; updateComplete: Promise<unknown> };
function allElements(root: Document | ShadowRoot = document): LitLike[] {
  const out: LitLike[] = [];
  for (const el of root.querySelectorAll('*')) {
    if (el.localName.startsWith('patience-')) out.push(el as LitLike);
    if (el.shadowRoot) out.push(...allElements(el.shadowRoot));
  }
  return out;
}

/** The host posting to the page. */
export async function fromHost(data: unknown): Promise<void> {
  window.dispatchEvent(new MessageEvent('message', { data }));
  await settle();
}

/** Text as a reader meets it: whitespace folded. */
export const text = (el: Element | ShadowRoot | null | undefined): string => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();

export const shadow = (el: Element | null | undefined): ShadowRoot => {
  if (!el?.shadowRoot) throw new Error(`${el?.localName ?? 'element'} has no shadow root`);
  return el.shadowRoot;
};

/** Label → value of a card's figures, read from its definition list. */
export function figures(card: Element): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of shadow(card).querySelectorAll('dl > div')) out[text(pair.querySelector('dt'))] = text(pair.querySelector('dd'));
  return out;
}
