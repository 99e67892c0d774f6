// Spider Three Decks as AisleRiot plays it: the Spider family with three decks, twelve foundations and twelve columns,
// its 54 opening cards dealt round the columns, and a stock that deals onto empty columns too.
import { standardDeck } from '../../cards';
import { spiderRules } from '../spider-family/rules';

export const spiderThreeDecks = spiderRules({
  id: 'spider-three-decks',
  title: 'Spider Three Decks',
  variants: ['standard'],
  deck: () => standardDeck(3),
  foundations: 12,
  tableau: 12,
  // s[0] … s[47] round tableau-1 … tableau-12 four times, then s[48] … s[53] to tableau-1 … tableau-6.
  dealTo: Array.from({ length: 54 }, (_, i) => i % 12),
  fullColumnsToDeal: false,
});
