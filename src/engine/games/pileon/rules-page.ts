// Pileon's rules page, in English and Russian: what the table shows when the player asks for the rules.
import { controlsSection, HEADINGS, SHARED } from '../rules-page';
import type { Language, RulesDoc } from '../rules-page';
import { game } from './game';

const en: RulesDoc = {
  title: game.names.en,
  summary: 'Sort the deck into thirteen piles of four of a kind, never putting more than four cards on a pile.',
  sections: [
    {
      heading: HEADINGS.en.setup,
      paragraphs: [
        'One deck, fifteen piles. The first thirteen piles get four face-up cards each; the last two start empty. Suits play no part in this game, only ranks do.',
      ],
    },
    {
      heading: HEADINGS.en.goal,
      paragraphs: [
        'Gather each rank into a pile of its own: thirteen piles of four of a kind, with the two remaining piles (any two) empty.',
      ],
    },
    {
      heading: HEADINGS.en.moves,
      paragraphs: [],
      bullets: [
        'Pick up the top card of a pile, or several cards from the top if they all have the same rank. You may also take just part of such a group.',
        'Put them on an empty pile, or on a pile whose top card has the same rank.',
        'No pile may ever hold more than four cards.',
      ],
    },
    {
      heading: HEADINGS.en.automatic,
      paragraphs: [
        'When a pile holds four cards of the same rank, it is finished: its top card turns face down and the pile is closed, so nothing can be taken from it or added to it. A pile dealt as four of a kind is finished at once.',
      ],
    },
    {
      heading: HEADINGS.en.scoring,
      paragraphs: [
        '4 points for every finished pile, including piles finished by the deal. The maximum is 52, one finished pile for each of the thirteen ranks.',
      ],
    },
    {
      heading: HEADINGS.en.end,
      paragraphs: [
        'You win when every pile is either finished or empty.',
        SHARED.en.undoAfterLoss,
        'The game is lost when no pile is empty and no useful move is left, even if a group of equal cards could still be split between piles (that never uncovers anything). No useful move is left when:',
      ],
      bullets: [
        'for every unfinished pile that has other cards under its top group of equal cards, the piles topped by that rank do not have enough room, all together, to take the whole group; and',
        'no unfinished pile made of one rank only can pass even one card to another pile topped by that rank.',
      ],
    },
    {
      heading: HEADINGS.en.tips,
      paragraphs: [],
      bullets: ['Keep a pile empty as long as you can: it is the only place that accepts any rank.'],
    },
    controlsSection('en', ['There is no stock and no double-click action in this game.']),
  ],
};

const ru: RulesDoc = {
  title: game.names.ru,
  summary: 'Разложите колоду на тринадцать стопок по четыре карты одного ранга; больше четырёх карт в стопку класть нельзя.',
  sections: [
    {
      heading: HEADINGS.ru.setup,
      paragraphs: [
        'Одна колода, пятнадцать стопок. В первые тринадцать стопок сдаётся по четыре открытые карты, две последние пусты. Масти в этой игре не важны, важен только ранг.',
      ],
    },
    {
      heading: HEADINGS.ru.goal,
      paragraphs: [
        'Соберите каждый ранг в отдельную стопку: тринадцать стопок по четыре одинаковые карты, а две оставшиеся стопки (любые) пусты.',
      ],
    },
    {
      heading: HEADINGS.ru.moves,
      paragraphs: [],
      bullets: [
        'Возьмите верхнюю карту стопки или несколько верхних карт, если все они одного ранга. Можно взять и только часть такой группы.',
        'Положите их в пустую стопку или на стопку, верхняя карта которой того же ранга.',
        'В стопке никогда не может быть больше четырёх карт.',
      ],
    },
    {
      heading: HEADINGS.ru.automatic,
      paragraphs: [
        'Когда в стопке четыре карты одного ранга, она собрана: верхняя карта переворачивается рубашкой вверх, и стопка закрывается — из неё ничего нельзя взять и в неё ничего нельзя положить. Стопка, сданная из четырёх одинаковых карт, собирается сразу.',
      ],
    },
    {
      heading: HEADINGS.ru.scoring,
      paragraphs: [
        '4 очка за каждую собранную стопку, в том числе собранную при сдаче. Максимум — 52 очка, по собранной стопке на каждый из тринадцати рангов.',
      ],
    },
    {
      heading: HEADINGS.ru.end,
      paragraphs: [
        'Вы выигрываете, когда каждая стопка собрана или пуста.',
        SHARED.ru.undoAfterLoss,
        'Игра проиграна, когда нет пустой стопки и полезных ходов не осталось, даже если группу одинаковых карт ещё можно разделить между стопками (это ничего не открывает). Полезных ходов нет, когда:',
      ],
      bullets: [
        'у каждой несобранной стопки, где под верхней группой одинаковых карт лежат другие карты, на стопках с тем же рангом наверху вместе не хватает места для всей группы; и',
        'ни одна несобранная стопка, состоящая из карт одного ранга, не может переложить даже одну карту на другую стопку с тем же рангом наверху.',
      ],
    },
    {
      heading: HEADINGS.ru.tips,
      paragraphs: [],
      bullets: ['Как можно дольше держите одну стопку пустой: только туда можно положить карту любого ранга.'],
    },
    controlsSection('ru', ['Прикупа и действия по двойному щелчку в этой игре нет.']),
  ],
};

export const rulesPage: Record<Language, RulesDoc> = { en, ru };
