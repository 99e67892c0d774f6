// `patience link <text | uri>`: what Open Deal Link… would open, read by the host's own parser, as one line of
// JSON; or exit 2 with the reason, in the words the host uses in English (test/cli/link.test.ts compares them).
import { EXAMPLE_DEAL, GAME_IDS, type GameId, MAX_DEAL, MIN_DEAL, gameNameIn, rulesOf } from '../engine';
import { EXTENSION_ID, type LinkProblem, MAX_REFERENCE_LENGTH, parseDealReference } from '../deal-link/deal-link';

export const LINK_USAGE = `  patience link <text | uri>                 print the game, deal and rule set Open Deal Link… opens, as JSON
                                             (variant null: the player's setting; no variant: the game has one)`;

export function linkCommand(args: readonly string[], refuse: (message: string) => Error, print: (line: string) => void): void {
  // The words of a text given unquoted ("link Baker's Game #617" in a shell) are one text.
  const parsed = parseDealReference(args.join(' '), EXTENSION_ID);
  if (!parsed.ok) throw refuse(reasonOf(parsed.problem));
  const { game, deal, variant } = parsed.value;
  const several = rulesOf(game).variants.length > 1;
  print(JSON.stringify({ game, deal, ...(several ? { variant: variant ?? null } : {}) }));
}

/** The English name the table shows. */
const nameOf = (game: GameId): string => gameNameIn(game, 'en');

/** deal-link-commands.ts's problemText, in English. */
function reasonOf(problem: LinkProblem): string {
  const example = `"${nameOf(EXAMPLE_DEAL.game)} #${EXAMPLE_DEAL.deal}"`;
  switch (problem.kind) {
    case 'tooLong':
      return `The text is ${problem.length.toLocaleString('en')} characters long; a deal link or deal text has at most ${MAX_REFERENCE_LENGTH.toLocaleString('en')}.`;
    case 'empty':
    case 'unreadable':
      return `Give a deal link, or a game and a deal number such as ${example}.`;
    case 'notALink':
      return 'This is not a Patience deal link.';
    case 'missing':
      return problem.field === 'game' ? 'The link does not say which game.' : 'The link does not say which deal.';
    case 'repeated':
      return `The link gives "${problem.field}" more than once.`;
    case 'unknownGame':
      return `There is no game "${problem.game}" here. The games are ${GAME_IDS.map(nameOf).join(', ')}.`;
    case 'badDeal':
      return `"${problem.deal}" is not a deal number from ${MIN_DEAL} to ${MAX_DEAL}.`;
    case 'unknownVariant':
      return `${nameOf(problem.game)} has no rule set "${problem.variant}" (it has ${rulesOf(problem.game).variants.join(', ')}).`;
    case 'noVariants':
      return `${nameOf(problem.game)} has one rule set only, so the link's "${problem.variant}" means nothing.`;
  }
}
