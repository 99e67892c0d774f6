// Playing a game: a new deal, its status and score, the legal moves, why a move is illegal, and applying one.
import { gameOf, rulesOf } from './games';
import { pileIndex, moveCards } from './position';
import { type CardMove, type GameRules, type Move, type Position, type Result, type Status, type StockClick, fail, ok } from './types';

export const MIN_DEAL = 1;
export const MAX_DEAL = 2 ** 31 - 1;

export function isValidDeal(deal: unknown): deal is number {
  return typeof deal === 'number' && Number.isInteger(deal) && deal >= MIN_DEAL && deal <= MAX_DEAL;
}

export function newGame(game: Parameters<typeof rulesOf>[0], deal: number, variant?: string): Position {
  const rules = rulesOf(game);
  if (!isValidDeal(deal)) throw new RangeError(`deal number must be a whole number from ${MIN_DEAL} to ${MAX_DEAL}, not ${deal}`);
  const chosen = variant ?? rules.variants[0];
  if (!rules.variants.includes(chosen)) throw new RangeError(`${game} has no rule set "${chosen}" (it has ${rules.variants.join(', ')})`);
  return rules.deal(deal, chosen);
}

export function status(position: Position): Status {
  const rules = rulesOf(position.game);
  if (rules.isWon(position)) return 'won';
  return rules.isLost?.(position) ? 'lost' : 'playing';
}

export const score = (position: Position): number => rulesOf(position.game).score(position);

export const isAction = (move: Move): move is Extract<Move, { action: string }> => 'action' in move;

/**
 * Every legal move of a position, in pile order: for each source pile, each liftable count from 1
 * up, each target pile; then the stock action. Empty once the game is won or lost.
 */
export function legalMoves(position: Position): Move[] {
  const rules = rulesOf(position.game);
  if (rules.isWon(position) || rules.isLost?.(position)) return [];
  const moves: Move[] = [];
  const piles = rules.piles;
  // Full piles take nothing: leaving them out spares most drop tests in Maze, Pileon and Baker's Game.
  const open: number[] = [];
  for (let to = 0; to < piles.length; to++) {
    const capacity = piles[to].capacity;
    if (capacity === undefined || position.piles[to].length < capacity) open.push(to);
  }
  for (let from = 0; from < piles.length; from++) {
    const most = rules.liftable(position, from);
    for (let count = 1; count <= most; count++) {
      for (const to of open) {
        if (to !== from && rules.canDrop(position, from, count, to)) {
          moves.push(count === 1 ? { from: piles[from].id, to: piles[to].id } : { from: piles[from].id, to: piles[to].id, count });
        }
      }
    }
  }
  if (rules.action && stockClickOf(position).does !== 'nothing') moves.push({ action: rules.action });
  return moves;
}

const NO_STOCK: StockClick = { does: 'nothing', why: 'empty' };

/** What a click on the stock does in `position`, or why it does nothing (a game without a stock action: nothing, it is empty). */
export const stockClickOf = (position: Position): StockClick => rulesOf(position.game).stockClick?.(position) ?? NO_STOCK;

/** Why a move is not legal here, or null when it is. */
export function whyIllegal(position: Position, move: Move): string | null {
  const rules = rulesOf(position.game);
  if (rules.isWon(position)) return 'the game is already won';
  if (rules.isLost?.(position)) return 'the game is over (no more moves)';
  if (isAction(move)) {
    if (move.action !== rules.action) return `${rules.title} has no "${move.action}" action`;
    const click = stockClickOf(position);
    if (click.does !== 'nothing') return null;
    // The game's own words for it, as the table says them, made a reason like the others here.
    const sentence = gameOf(position.game).stock?.refused(click.why, 'en') ?? 'The stock is empty.';
    return sentence.charAt(0).toLowerCase() + sentence.slice(1).replace(/\.$/, '');
  }
  const from = pileIndex(rules, move.from);
  const to = pileIndex(rules, move.to);
  const count = move.count ?? 1;
  if (from < 0) return `${rules.title} has no pile "${move.from}"`;
  if (to < 0) return `${rules.title} has no pile "${move.to}"`;
  if (from === to) return 'a card dropped back on its own pile is not a move';
  if (!Number.isInteger(count) || count < 1) return `count must be a whole number of cards, at least 1 (got ${count})`;
  const most = rules.liftable(position, from);
  if (count > most) {
    return most === 0
      ? `no card can be picked up from ${move.from}`
      : `only ${most} card${most > 1 ? 's' : ''} can be picked up from ${move.from}, not ${count}`;
  }
  if (!rules.canDrop(position, from, count, to))
    return `${count > 1 ? `these ${count} cards` : 'that card'} cannot be dropped on ${move.to}`;
  return null;
}

/** Applies one move with its automatic follow-ups; an illegal move is an error value, never a throw. */
export function applyMove(position: Position, move: Move): Result<Position> {
  const reason = whyIllegal(position, move);
  if (reason) return fail(reason);
  return ok(applyLegal(rulesOf(position.game), position, move));
}

function applyLegal(rules: GameRules, position: Position, move: Move): Position {
  if (isAction(move)) return rules.act!(position);
  const from = pileIndex(rules, move.from);
  const to = pileIndex(rules, move.to);
  return rules.afterMove(moveCards(position, from, move.count ?? 1, to), from, to);
}

/** The move a double-click on a pile makes (recorded as that move), or null. */
export function doubleClickMove(position: Position, pileId: string): CardMove | null {
  const rules = rulesOf(position.game);
  const pile = pileIndex(rules, pileId);
  if (pile < 0) return null;
  const move = rules.doubleClick(position, pile);
  return move && status(position) === 'playing' ? move : null;
}

/**
 * Every move a double-click on a pile makes, in order, each recorded as its own: one, or for a pile whose
 * double-click goes on (Klondike's foundation) each next one until there is none. Empty: nothing happens.
 */
export function doubleClickMoves(position: Position, pileId: string): CardMove[] {
  const rules = rulesOf(position.game);
  const repeats = rules.doubleClickRepeats?.(pileIndex(rules, pileId)) === true;
  const moves: CardMove[] = [];
  let here = position;
  for (let move = doubleClickMove(here, pileId); move; move = repeats ? doubleClickMove(here, pileId) : null) {
    const next = applyMove(here, move);
    if (!next.ok) break;
    moves.push(move);
    here = next.value;
  }
  return moves;
}

/** The move a single click on a pile makes: the stock deals (Spider), draws or turns the waste over (Klondike), redeals (Cruel). */
export function clickMove(position: Position, pileId: string): Move | null {
  const rules = rulesOf(position.game);
  const pile = pileIndex(rules, pileId);
  if (pile < 0 || rules.piles[pile].kind !== 'stock' || !rules.action) return null;
  return whyIllegal(position, { action: rules.action }) ? null : { action: rules.action };
}
