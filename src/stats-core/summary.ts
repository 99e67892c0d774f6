// The numbers of one statistics document (a set of results: an import being planned, an export, the
// statistics an earlier version kept), worked out the one way every number is (view.ts): the document
// folded into a tally (partition.ts), as if one machine had counted it. Whatever is derived is worked
// out again from the results, so no total can disagree with the results it comes from.
import type { DailyDate, GameId } from '../engine';
import type { DailyStanding } from './daily-board';
import { type StatsDocument, carriedOf, countedResults } from './document';
import { type OwnTally, emptyOwn, foldIn } from './partition';
import { weekStart } from './chart-data';
import type { Carried } from './document';
import { type ScopeKey, SCOPES } from './result';
import { emptySynced } from './synced';
import { type ViewSource, dailyStandingsOf, snapshotOf } from './view';
import type { StatsSnapshot } from '../protocol/stats-protocol';

/** How many of the last results each card lists and charts. */
export { RECENT_KEPT as RECENT_COUNT } from './partition';

/** The document as one machine's tally, on `now`'s clock (results dated past tomorrow are not taken). */
export function ownTallyOf(doc: StatsDocument, now: number): OwnTally {
  const carried: Record<ScopeKey, Carried> = {};
  for (const scope of SCOPES) {
    const c = carriedOf(doc, scope);
    if (c) carried[scope] = c;
  }
  return foldIn(emptyOwn(carried, doc.resets), countedResults(doc), now);
}

/** `doc` as the view reads one machine's statistics. */
const sourceOf = (doc: StatsDocument, now: number): ViewSource => ({
  doc: { ...emptySynced(), resets: doc.resets },
  own: { id: 'document0000', own: ownTallyOf(doc, now) },
});

/**
 * The last numbers worked out for each document, with the week they were worked out in: asked again
 * with the same document, a long history is summed up again only in another week.
 */
const summaries = new WeakMap<StatsDocument, { readonly week: number; readonly snapshot: StatsSnapshot }>();

/** The numbers of `doc` at `now` (which places the weeks of the chart). */
export function summarize(doc: StatsDocument, now: number): StatsSnapshot {
  const week = weekStart(now);
  const known = summaries.get(doc);
  if (known?.week === week) return known.snapshot;
  const snapshot = snapshotOf(sourceOf(doc, now), now);
  summaries.set(doc, { week, snapshot });
  return snapshot;
}

/** The standings of a document for the day they were worked out on. */
const standings = new WeakMap<StatsDocument, { readonly today: DailyDate; readonly byGame: ReadonlyMap<GameId, DailyStanding> }>();

/** Each game's daily standing on `today` (a UTC day), from `doc`'s results (daily-board.ts says how). */
export function dailyStandings(doc: StatsDocument, today: DailyDate): ReadonlyMap<GameId, DailyStanding> {
  const known = standings.get(doc);
  if (known?.today === today) return known.byGame;
  const byGame = dailyStandingsOf(sourceOf(doc, Infinity), today, Infinity);
  standings.set(doc, { today, byGame });
  return byGame;
}
