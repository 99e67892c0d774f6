// "Patience: Copy Deal Link", "Patience: Open Deal Link" and the URI handler behind the links
// (deal-link.ts reads and writes them). Opening a deal is a new game like any other: the session
// asks before it abandons an unfinished one. A browser VS Code's clipboard is never read (it shows an error and
// waits for it to be dismissed), and its links are made to open in desktop VS Code.
import * as vscode from 'vscode';
import { EXAMPLE_DEAL, GAME_IDS, type GameId, MAX_DEAL, MIN_DEAL, rulesOf } from '../../engine';
import {
  type LinkProblem,
  type LinkResult,
  MAX_REFERENCE_LENGTH,
  dealLine,
  dealLink,
  parseDealQuery,
  parseDealReference,
} from '../../deal-link/deal-link';
import type { LinkOutcome } from './deal-link-queue';
import { type DealOptions, type GameInPlay, gameTitle } from '../game/game-in-play';
import { formatNumber, gameName } from '../l10n';

/** What the deal commands need of the game session (GameSession), which runs the games. */
export interface GameSessionPart {
  readonly openGame: GameInPlay | undefined;
  /** Deals a game as New Game does, asking before an unfinished one is abandoned. */
  startNew(game: GameId, deal?: number, options?: DealOptions): Promise<void>;
}

/** Desktop builds' URI schemes (VS Code, Insiders, VSCodium and its Insiders): a link made in one opens in it. */
const DESKTOP_SCHEMES: readonly string[] = ['vscode', 'vscode-insiders', 'vscodium', 'vscodium-insiders'];

/**
 * `<scheme>://<publisher>.<name>`: the running build's scheme if it is a desktop one, else VS Code's (a browser
 * VS Code's own, code-server's `code-oss`, opens nothing on a desktop).
 */
const linkBase = (extensionId: string): string =>
  `${DESKTOP_SCHEMES.includes(vscode.env.uriScheme) ? vscode.env.uriScheme : 'vscode'}://${extensionId}`;

/** How long Open Deal Link… waits for the clipboard before it opens an empty box. */
export const CLIPBOARD_WAIT_MS = 500;

/** Copies the link to the game on the table. */
export async function copyDealLink(session: GameSessionPart, extensionId: string): Promise<void> {
  const record = session.openGame?.record;
  if (!record) return void vscode.window.showInformationMessage(vscode.l10n.t('No game is open. Start one with Patience: New Game…'));
  if (record.deal === undefined)
    return void vscode.window.showInformationMessage(
      vscode.l10n.t('This game was set up from a position, not dealt: it has no deal link.'),
    );
  const link = dealLink(linkBase(extensionId), { game: record.game, deal: record.deal, variant: record.variant });
  const title = gameTitle(record);
  // The deal's name, then its link: a chat shows both, any VS Code (or fork) opens the name, Open Deal Link… reads the link.
  await vscode.env.clipboard.writeText(`${title}\n${link}`);
  void vscode.window.showInformationMessage(vscode.l10n.t('Copied the link to {0}: {1}', title, link));
}

/**
 * Opens a deal from a link or text: `text` when a caller gives one, otherwise what the player types
 * (the clipboard's link or deal offered first).
 */
export async function openDealLink(session: GameSessionPart, extensionId: string, text?: unknown): Promise<LinkOutcome> {
  if (typeof text === 'string') return openDeal(session, parseDealReference(text, extensionId));
  const clipboard = await clipboardText();
  const answer = await vscode.window.showInputBox({
    title: vscode.l10n.t('Patience: Open Deal Link'),
    // The message writes EXAMPLE_DEAL's number itself: a language writes it its own way (№617).
    prompt: vscode.l10n.t('A deal link, or a game and a deal number such as "{0} #617".', gameName(EXAMPLE_DEAL.game)),
    placeHolder: dealLink(linkBase(extensionId), EXAMPLE_DEAL),
    // As Git: Clone's box for a URL: the player may leave it to copy a link and come back, and a game tab that takes
    // the focus as its page loads must not close it (the e2e's box vanished under its typing once).
    ignoreFocusOut: true,
    value: parseDealReference(clipboard, extensionId).ok ? dealLine(clipboard) : undefined,
    validateInput: (value) => {
      const parsed = parseDealReference(value, extensionId);
      return parsed.ok ? undefined : problemText(parsed.problem);
    },
  });
  return answer === undefined ? 'refused' : openDeal(session, parseDealReference(answer, extensionId));
}

/**
 * The desktop clipboard's text, '' if reading it fails or takes over CLIPBOARD_WAIT_MS. A browser VS Code's is
 * not read: the workbench shows a sticky "Unable to read from the browser's clipboard" error instead, and the
 * read waits until the player dismisses it.
 */
async function clipboardText(): Promise<string> {
  if (vscode.env.uiKind === vscode.UIKind.Web) return '';
  let timer: ReturnType<typeof setTimeout> | undefined;
  const gaveUp = new Promise<string>((resolve) => (timer = setTimeout(() => resolve(''), CLIPBOARD_WAIT_MS)));
  try {
    return await Promise.race([Promise.resolve(vscode.env.clipboard.readText()).catch(() => ''), gaveUp]);
  } finally {
    clearTimeout(timer);
  }
}

/** What the URI handler does with a `<scheme>://<extension id>/play?…` link VS Code hands it. */
export const openDealUri = (session: GameSessionPart, uri: vscode.Uri): Promise<LinkOutcome> =>
  openDeal(session, parseDealQuery(uri.path, uri.query));

/** Deals what `parsed` names, or says why not; 'declined' when the player kept the game on the table. */
async function openDeal(session: GameSessionPart, parsed: LinkResult): Promise<LinkOutcome> {
  if (!parsed.ok) {
    void vscode.window.showErrorMessage(vscode.l10n.t('Patience cannot open this deal. {0}', problemText(parsed.problem)));
    return 'refused';
  }
  const { game, deal, variant } = parsed.value;
  const before = session.openGame?.id;
  await session.startNew(game, deal, variant === undefined ? {} : { variant });
  // startNew deals a new game (a new id) unless the player declined to abandon the one before.
  return session.openGame?.id === before ? 'declined' : 'dealt';
}

/** What is wrong, in the display language. */
export function problemText(problem: LinkProblem): string {
  const example = `"${gameName(EXAMPLE_DEAL.game)} #${EXAMPLE_DEAL.deal}"`;
  switch (problem.kind) {
    case 'tooLong':
      return vscode.l10n.t(
        'The text is {0} characters long; a deal link or deal text has at most {1}.',
        formatNumber(problem.length),
        formatNumber(MAX_REFERENCE_LENGTH),
      );
    case 'empty':
    case 'unreadable':
      return vscode.l10n.t('Give a deal link, or a game and a deal number such as {0}.', example);
    case 'notALink':
      return vscode.l10n.t('This is not a Patience deal link.');
    case 'missing':
      return problem.field === 'game'
        ? vscode.l10n.t('The link does not say which game.')
        : vscode.l10n.t('The link does not say which deal.');
    case 'repeated':
      return vscode.l10n.t('The link gives "{0}" more than once.', problem.field);
    case 'unknownGame':
      return vscode.l10n.t('There is no game "{0}" here. The games are {1}.', problem.game, GAME_IDS.map(gameName).join(', '));
    case 'badDeal':
      return vscode.l10n.t('"{0}" is not a deal number from {1} to {2}.', problem.deal, MIN_DEAL, MAX_DEAL);
    case 'unknownVariant':
      return vscode.l10n.t(
        '{0} has no rule set "{1}" (it has {2}).',
        gameName(problem.game),
        problem.variant,
        rulesOf(problem.game).variants.join(', '),
      );
    case 'noVariants':
      return vscode.l10n.t('{0} has one rule set only, so the link\'s "{1}" means nothing.', gameName(problem.game), problem.variant);
  }
}
