// How a finished game is said, in English and Russian: one function from the facts of the game (its
// outcome, whether it was won with help, the host's verdict) to its words, which the result panel, the
// sidebar's totals, last games and daily deals, and the replay tab all use, so no two of them can
// tell the same game two ways. Imports only the pure src/protocol/game-result.ts: the ending chunk, the
// statistics view and the replay tab each carry it without the page's string tables.
import { type ResultFacts, type ResultKind, type WinCount, resultHelp, resultKind } from '../../src/protocol/game-result';
import type { Language } from './format';

/** The facts a result is said from: the game's, and for a win just made, the host's verdict. */
export interface OutcomeFacts extends ResultFacts {
  /** How the host counted a win (absent: counted, as every stored result was). */
  readonly counted?: WinCount;
}

export interface OutcomeWords {
  readonly kind: ResultKind;
  /** A list's word for one game: "Won with help". */
  readonly label: string;
  /** The totals' word over a count of such games: "Won with help" (Russian: «Победы с помощью»). */
  readonly figure: string;
  /** The same within a sentence: "won with help — not counted as a win". */
  readonly inline: string;
  /** The word alone in lower case, as a chart's legend or a count has it: "won with help". */
  readonly word: string;
  /** The result panel's title: "Won with help — not counted as a win". */
  readonly headline: string;
}

type Table = Record<
  ResultKind,
  { readonly label: string; readonly figure: string; readonly inline: string; readonly word: string; readonly headline: string }
>;

/** "Won with help — not counted as a win" is the whole fact: the label is its short form, where the totals' note explains it. */
const TABLES: Record<Language, Table & { readonly refused: string }> = {
  en: {
    won: { label: 'Won', figure: 'Won', inline: 'won', word: 'won', headline: 'You won!' },
    assisted: {
      label: 'Won with help',
      figure: 'Won with help',
      inline: 'won with help — not counted as a win',
      word: 'won with help',
      headline: 'Won with help — not counted as a win',
    },
    lost: { label: 'Lost', figure: 'Lost', inline: 'lost', word: 'lost', headline: 'No more moves' },
    abandoned: { label: 'Abandoned', figure: 'Abandoned', inline: 'abandoned', word: 'abandoned', headline: 'Left unfinished' },
    refused: 'Not counted: the moves do not replay to a win',
  },
  ru: {
    won: { label: 'Победа', figure: 'Победы', inline: 'победа', word: 'победа', headline: 'Победа!' },
    assisted: {
      label: 'Победа с помощью',
      figure: 'Победы с помощью',
      inline: 'победа с помощью — не засчитана как победа',
      word: 'победа с помощью',
      headline: 'Победа с помощью — не засчитана как победа',
    },
    lost: { label: 'Поражение', figure: 'Поражения', inline: 'поражение', word: 'поражение', headline: 'Ходов больше нет' },
    abandoned: { label: 'Брошена', figure: 'Брошено', inline: 'брошена', word: 'брошена', headline: 'Партия брошена' },
    refused: 'Не засчитана: ходы не приводят к победе',
  },
};

/** The words of a finished game in `language`. */
export function outcomeWords(facts: OutcomeFacts, language: Language): OutcomeWords {
  const kind = resultKind(facts);
  const table = TABLES[language];
  const words = table[kind];
  // A win the engine's replay refused is no result at all: said so, whatever else is known.
  if (facts.outcome === 'won' && facts.counted === 'refused') return { kind, ...words, headline: table.refused };
  return { kind, ...words };
}

/** The help a won game had, words by language: the solution shown, hints alone (`n` of them). */
const HELP: Record<Language, { readonly shown: string; hints(n: number): string; count(n: number): string }> = {
  en: {
    shown: 'The solution was shown: the game counts as played, and the win as one with help. Play a deal on your own for a win.',
    hints: (n) => `A win with ${hintCount(n, 'en')}: it counts as a win, not as a win without hints.`,
    count: (n) => `${n} ${plural('en', n) === 'one' ? 'hint' : 'hints'}`,
  },
  ru: {
    shown: 'Решение было показано: партия засчитана как сыгранная, а победа — как победа с помощью. Сыграйте раздачу сами, чтобы победить.',
    hints: (n) =>
      `Победа с ${n} ${plural('ru', n) === 'one' ? 'подсказкой' : 'подсказками'}: она засчитана как победа, но не как победа без подсказок.`,
    count: (n) => `${n} ${{ one: 'подсказка', few: 'подсказки', many: 'подсказок' }[plural('ru', n) as string] ?? 'подсказки'}`,
  },
};

const plural = (language: Language, n: number): Intl.LDMLPluralRule => new Intl.PluralRules(language).select(n);

/** "3 hints", «3 подсказки»: how many hints a game had, as every surface counts them. */
export const hintCount = (n: number, language: Language): string => HELP[language].count(n);

/**
 * Why a win is told as it is, from the same facts as its words (resultHelp): the solution was shown (only
 * after Show Me How), or a win with N hints; empty for a win of the player's own without help, or no win.
 */
export function helpWords(facts: ResultFacts, language: Language): string {
  if (facts.outcome !== 'won') return '';
  const help = resultHelp(facts);
  return help.kind === 'shown' ? HELP[language].shown : help.kind === 'hints' ? HELP[language].hints(help.hints) : '';
}
