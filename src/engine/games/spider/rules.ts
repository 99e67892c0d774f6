// Spider as AisleRiot plays it (spider.scm): the Spider family with two decks' worth of cards in one, two or four suits,
// eight foundations and ten columns, and a stock that deals only when every column holds a card.
import { deckOfSuits } from '../../cards';
import { spiderRules } from '../spider-family/rules';

// Suits in the engine's order: clubs 0, diamonds 1, hearts 2, spades 3.
/** AisleRiot's options, the default first: the suits the 104 cards come in (each card twice, four times or eight times). */
const SUITS: Readonly<Record<string, readonly number[]>> = { four: [0, 1, 2, 3], two: [2, 3], one: [3] };

export const spider = spiderRules({
  id: 'spider',
  title: 'Spider',
  variants: Object.keys(SUITS),
  deck: (variant) => {
    const suits = SUITS[variant] ?? SUITS.four;
    return deckOfSuits(suits, 8 / suits.length);
  },
  foundations: 8,
  tableau: 10,
  // Five rounds of tableau-1 … tableau-10 (s[0] … s[49]), then s[50] … s[53] to tableau-1, -4, -7 and -10.
  dealTo: [...Array.from({ length: 50 }, (_, i) => i % 10), 0, 3, 6, 9],
  fullColumnsToDeal: true,
});
