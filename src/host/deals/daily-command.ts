// "Patience: Daily Deal": today's deal (UTC) of each game under the rule set the player deals it with, the same for
// everyone and proved winnable under that rule set (src/engine/daily-deal.ts). The picker opens at once; each game's
// number appears as the solver finds it, in its own thread where there is one, cheapest games first. Given a game (the
// statistics sidebar's Play), it deals that game's without asking. The sidebar's numbers come from here too.
import * as vscode from 'vscode';
import { type DailyDate, GAME_IDS, type GameId, dailySearchOrder, utcDate } from '../../engine';
import { dailyVariant } from '../../engine/daily-variant';
import { chosenVariant } from '../settings';
import type { GameSessionPart } from './deal-link-commands';
import { gameName } from '../l10n';
import { type DealProver, openProver } from '../solver/solver-loader';

/** Found numbers, by `date:game:rule set proved under`, for as long as the extension runs: the same date always gives the same number. */
const found = new Map<string, Promise<number>>();

/** The order the numbers are searched in (the descriptors' daily ranks): quick proofs first, so most of the picker fills at once. */
const SEARCH_ORDER: readonly GameId[] = dailySearchOrder();

interface DailyItem extends vscode.QuickPickItem {
  readonly game: GameId;
}

/** The daily deals of `date`, each a promise of its number; those not found yet are searched one after another on one prover. */
function dailyDeals(date: DailyDate, open: () => Promise<DealProver>): Map<GameId, Promise<number>> {
  // Each game's deal is the one of the rule set its setting deals now (one for all where one proof holds for all).
  const variants = new Map(GAME_IDS.map((game) => [game, chosenVariant(game)]));
  const key = (game: GameId): string => `${date}:${game}:${dailyVariant(game, variants.get(game)) ?? ''}`;
  const missing = SEARCH_ORDER.filter((game) => !found.has(key(game)));
  if (missing.length > 0) {
    const prover = open();
    // The prover answers one request at a time: each search starts once the one before has answered.
    let before: Promise<unknown> = prover;
    for (const game of missing) {
      const deal = before.then(() => prover).then((p) => p.daily(game, date, variants.get(game)));
      found.set(key(game), deal);
      deal.catch(() => found.delete(key(game))); // searched again next time
      before = deal.catch(() => undefined);
    }
    void before
      .then(() => prover)
      .then(
        (p) => p.dispose(),
        () => undefined,
      );
  }
  return new Map(GAME_IDS.map((game) => [game, found.get(key(game))!]));
}

const slices = { now: () => performance.now(), pause: () => new Promise<void>((r) => setTimeout(r, 0)), sliceMs: 20 };

/** Today's (`date`'s) daily deal of each game, each a promise of its number: found once, in the solver's thread. */
export const dailyDealNumbers = (date: DailyDate): ReadonlyMap<GameId, Promise<number>> => dailyDeals(date, () => openProver(slices));

/** Asks which game (unless `chosen`), then deals that game's daily deal, marked as the daily deal of today. */
export async function dailyDeal(session: GameSessionPart, chosen?: GameId, now = Date.now()): Promise<void> {
  const date = utcDate(now);
  const game = chosen ?? (await pickDaily(date, dailyDealNumbers(date)));
  if (!game) return;
  // The rule set the game is dealt with, and its number (the picker's, unless the setting changed meanwhile).
  const variant = chosenVariant(game);
  const search = dailyDealNumbers(date).get(game)!;
  let deal: number;
  try {
    // A number still being searched for gets a notification while it is.
    const known = await Promise.race([search, Promise.resolve(undefined)]);
    deal =
      known ??
      (await vscode.window.withProgress(
        { location: vscode.ProgressLocation.Notification, title: vscode.l10n.t("Finding today's deal of {0}…", gameName(game)) },
        () => search,
      ));
  } catch (error) {
    void vscode.window.showErrorMessage(
      vscode.l10n.t(
        'No daily deal of {0} could be found for {1}: {2}',
        gameName(game),
        date,
        error instanceof Error ? error.message : String(error),
      ),
    );
    return;
  }
  await session.startNew(game, deal, { daily: date, ...(variant !== undefined ? { variant } : {}) });
}

/** The picker: the five games with today's numbers as they arrive; undefined when dismissed. */
function pickDaily(date: DailyDate, deals: ReadonlyMap<GameId, Promise<number>>): Promise<GameId | undefined> {
  const pick = vscode.window.createQuickPick<DailyItem>();
  pick.title = vscode.l10n.t('Patience: Daily Deal, {0}', date);
  pick.placeholder = vscode.l10n.t("Pick a game. Today's deal is the same for everyone, and the solver has won it.");
  const finding = vscode.l10n.t('finding the deal…');
  const shown = new Map<GameId, string>(GAME_IDS.map((game) => [game, finding]));
  const render = (): void => {
    const active = pick.activeItems[0]?.game;
    pick.items = GAME_IDS.map((game) => ({ game, label: gameName(game), description: shown.get(game) }));
    pick.busy = [...shown.values()].includes(finding);
    // New items move the highlight to the first: keep it where the player put it.
    const again = pick.items.find((item) => item.game === active);
    if (again) pick.activeItems = [again];
  };
  for (const [game, deal] of deals) {
    void deal
      .then(
        (n) => shown.set(game, vscode.l10n.t('Deal {0}', n)),
        () => shown.set(game, vscode.l10n.t('no deal found')),
      )
      .then(render);
  }
  render();
  return new Promise((resolve) => {
    pick.onDidAccept(() => {
      resolve(pick.selectedItems[0]?.game);
      pick.hide();
    });
    pick.onDidHide(() => {
      resolve(undefined);
      pick.dispose();
    });
    pick.show();
  });
}
