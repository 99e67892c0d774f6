// Deal links, `<scheme>://<publisher>.<name>/play?game=bakers-game&deal=617&variant=kings`, and the
// plain text a player may paste instead ("Baker's Game #617", "bakers-game 617", «Игра пекаря №617»).
// Pure: no vscode, so every good and bad input is unit-tested; the commands word the problems.
import { GAME_IDS, type GameId, MAX_DEAL, MIN_DEAL, gameOf, isGameId, rulesOf } from '../engine';
import { readDealText } from './deal-text';

/** A game, deal and rule set to open (no variant: the player's setting, as for a new deal). */
export interface DealRequest {
  readonly game: GameId;
  readonly deal: number;
  readonly variant?: string;
}

/** Why a text or link opens nothing; the host says it in the display language. */
export type LinkProblem =
  | { readonly kind: 'empty' }
  | { readonly kind: 'notALink' }
  | { readonly kind: 'missing'; readonly field: 'game' | 'deal' }
  | { readonly kind: 'repeated'; readonly field: string }
  | { readonly kind: 'unknownGame'; readonly game: string }
  | { readonly kind: 'badDeal'; readonly deal: string }
  | { readonly kind: 'unknownVariant'; readonly game: GameId; readonly variant: string }
  | { readonly kind: 'noVariants'; readonly game: GameId; readonly variant: string }
  /** Plain text that names no game and deal. */
  | { readonly kind: 'unreadable' }
  /** Longer than any link or deal text (MAX_REFERENCE_LENGTH): refused before it is read. */
  | { readonly kind: 'tooLong'; readonly length: number };

export type LinkResult = { readonly ok: true; readonly value: DealRequest } | { readonly ok: false; readonly problem: LinkProblem };

/** The path a deal link asks for. */
export const PLAY_PATH = '/play';

/** This extension's id (package.json's publisher.name; a test keeps them equal), for the CLI, which has no VS Code to ask. */
export const EXTENSION_ID = 'patience-dev.patience';

/** The most characters a pasted text or a link's path and query may have: a link is under 100, the longest text under 50. */
export const MAX_REFERENCE_LENGTH = 1000;

/** The most characters of a refused value a problem repeats ("…" marks the cut): a 1 MB value is not echoed whole. */
export const MAX_SHOWN_VALUE = 40;

/** `value`, cut to MAX_SHOWN_VALUE characters (never inside a surrogate pair). */
export function shownValue(value: string): string {
  if (value.length <= MAX_SHOWN_VALUE) return value;
  const cut = value.slice(0, MAX_SHOWN_VALUE);
  return `${/[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut}…`;
}

/**
 * The names a player may type for each game, from the registry: the English and Russian names the
 * table shows, then short forms (its aliases). The id is a name too.
 */
const namesOf = (game: GameId): readonly string[] => [gameOf(game).names.en, gameOf(game).names.ru, ...gameOf(game).aliases];
export const GAME_NAMES = Object.fromEntries(GAME_IDS.map((game) => [game, namesOf(game)])) as Readonly<Record<GameId, readonly string[]>>;

/** Case, ё, spaces, hyphens and apostrophes do not matter: "Baker's Game" = its id = "BAKERS GAME". */
const nameKey = (name: string): string =>
  name
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[^\p{L}\p{N}]/gu, '');

const BY_NAME = new Map<string, GameId>(
  GAME_IDS.flatMap((game) => [game, ...GAME_NAMES[game]].map((name) => [nameKey(name), game] as const)),
);

/** The game a name stands for, in any of its spellings. */
export const gameByName = (name: string): GameId | undefined => BY_NAME.get(nameKey(name));

/** The link to `request`, under `base` = `<uriScheme>://<extension id>`; games with rule sets always say which. */
export function dealLink(base: string, request: DealRequest): string {
  const variant = rulesOf(request.game).variants.length > 1 ? (request.variant ?? rulesOf(request.game).variants[0]) : undefined;
  const query = new URLSearchParams({ game: request.game, deal: String(request.deal), ...(variant ? { variant } : {}) });
  return `${base}${PLAY_PATH}?${query.toString()}`;
}

const problem = (p: LinkProblem): LinkResult => ({ ok: false, problem: p });
const tooLong = (length: number): LinkResult | undefined =>
  length > MAX_REFERENCE_LENGTH ? problem({ kind: 'tooLong', length }) : undefined;

/** A whole number in MIN_DEAL … MAX_DEAL, written in digits. */
function dealOf(text: string): number | undefined {
  const deal = /^\d{1,12}$/.test(text) ? Number(text) : NaN;
  return deal >= MIN_DEAL && deal <= MAX_DEAL ? deal : undefined;
}

/** What a link's path and query ask for (the URI handler's `uri.path` and `uri.query`). Other parameters are ignored. */
export function parseDealQuery(path: string, query: string): LinkResult {
  const long = tooLong(path.length + query.length);
  if (long) return long;
  if (path.replace(/\/$/, '') !== PLAY_PATH) return problem({ kind: 'notALink' });
  const params = new URLSearchParams(query);
  for (const field of ['game', 'deal', 'variant']) if (params.getAll(field).length > 1) return problem({ kind: 'repeated', field });
  const [game, deal, variant] = [params.get('game'), params.get('deal'), params.get('variant')];
  if (game === null || game === '') return problem({ kind: 'missing', field: 'game' });
  if (!isGameId(game)) return problem({ kind: 'unknownGame', game: shownValue(game) });
  if (deal === null || deal === '') return problem({ kind: 'missing', field: 'deal' });
  const number = dealOf(deal);
  if (number === undefined) return problem({ kind: 'badDeal', deal: shownValue(deal) });
  if (variant === null) return { ok: true, value: { game, deal: number } };
  const variants = rulesOf(game).variants;
  if (variants.length < 2) return problem({ kind: 'noVariants', game, variant: shownValue(variant) });
  if (!variants.includes(variant)) return problem({ kind: 'unknownVariant', game, variant: shownValue(variant) });
  return { ok: true, value: { game, deal: number, variant } };
}

const LINK = /^[a-z][a-z0-9+.-]*:\/\//i;

/** Text without the spaces or angle brackets a chat or mail program puts around it. */
const unwrapped = (text: string): string =>
  text
    .trim()
    .replace(/^<(.*)>$/s, '$1')
    .trim();

/**
 * What of a pasted text is read: its first line that is a link (Copy Deal Link gives the deal's name,
 * then its link, on two lines), else the whole text.
 */
export function dealLine(text: string): string {
  for (const line of text.split('\n')) if (LINK.test(unwrapped(line))) return unwrapped(line);
  return unwrapped(text);
}

/**
 * A pasted deal link of this extension (`extensionId` = publisher.name, any URI scheme: VS Code's,
 * Insiders', code-server's), or plain text naming a game and a deal. Text over MAX_REFERENCE_LENGTH is
 * refused before it is read.
 */
export function parseDealReference(text: string, extensionId: string): LinkResult {
  const long = tooLong(text.length);
  if (long) return long;
  const line = dealLine(text);
  if (line === '') return problem({ kind: 'empty' });
  if (LINK.test(line)) return parseLinkText(line, extensionId);
  const read = readDealText(line);
  if (read.kind === 'signed') return problem({ kind: 'badDeal', deal: shownValue(read.deal) });
  if (read.kind === 'unreadable' || !/\p{L}/u.test(read.name)) return problem({ kind: 'unreadable' });
  const game = gameByName(read.name);
  if (!game) return problem({ kind: 'unknownGame', game: shownValue(read.name.trim()) });
  const deal = dealOf(read.deal);
  return deal === undefined ? problem({ kind: 'badDeal', deal: shownValue(read.deal) }) : { ok: true, value: { game, deal } };
}

function parseLinkText(text: string, extensionId: string): LinkResult {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return problem({ kind: 'notALink' });
  }
  if (url.host.toLowerCase() !== extensionId.toLowerCase()) return problem({ kind: 'notALink' });
  return parseDealQuery(url.pathname, url.search.slice(1));
}
