// Spider Three Decks's rules page, in English and Russian: what the table shows when the player asks for the rules.
import { controlsSection, HEADINGS, SHARED } from '../rules-page';
import type { Language, RulesDoc } from '../rules-page';
import { game } from './game';

const en: RulesDoc = {
  title: game.names.en,
  summary: 'A big Spider played with three decks: build twelve runs from king down to ace, each in one suit.',
  sections: [
    {
      heading: HEADINGS.en.setup,
      paragraphs: [
        'Three full decks are shuffled together: 156 cards, so every card appears three times. Twelve columns get 54 cards: the first six columns five cards each, the other six four cards each. Only the top card of each column is face up.',
        'The other 102 cards stay in the stock at the top left. Next to it are twelve empty foundations.',
      ],
    },
    {
      heading: HEADINGS.en.goal,
      paragraphs: [
        'Build twelve complete runs, each from king down to ace in one suit, and put them on the foundations. You also win by leaving all twelve complete runs in the columns, one in each column.',
      ],
    },
    {
      heading: HEADINGS.en.moves,
      paragraphs: [],
      bullets: [
        'Any face-up card may go on a card exactly one rank higher, whatever the suit: a six of any suit on any seven.',
        'Several cards move together only if they are all of one suit and go down one rank at a time, such as the nine, eight and seven of spades. A build of mixed suits has to be taken apart.',
        'An empty column takes any card or any such run. A king can only go to an empty column.',
        'Click the stock to deal one face-up card onto every column, empty columns included. There are nine deals: eight of twelve cards, then a last one of six cards that covers only the first six columns.',
        'A complete run, king down to ace in one suit, goes to an empty foundation: drag the whole run there, or double-click the column it tops. Cards on the foundations never move again.',
      ],
    },
    {
      heading: HEADINGS.en.automatic,
      paragraphs: [
        'A face-down card turns face up by itself as soon as it is uncovered.',
        'Nothing else happens on its own: a complete run stays in its column until you move it.',
      ],
    },
    {
      heading: HEADINGS.en.scoring,
      paragraphs: [
        'You score one point for every face-up card lying directly on a card of the same suit one rank higher. A complete run is worth 12 points and keeps them on the foundation.',
        'Splitting such a pair takes its point away again, so the score can go down. The maximum is 144: twelve runs of 12 points.',
      ],
    },
    {
      heading: HEADINGS.en.end,
      paragraphs: [
        'You win when the stock is empty and all twelve runs are on the foundations, or when each of the twelve columns holds one complete run while the foundations are still empty.',
        SHARED.en.neverLost,
      ],
    },
    {
      heading: HEADINGS.en.tips,
      paragraphs: [],
      bullets: [
        'Use empty columns before you deal: the next deal puts a card on each of them.',
        'Prefer moves onto a card of the same suit: they score and keep your runs movable.',
      ],
    },
    controlsSection('en', [
      'Click the stock to deal a row.',
      'Double-click a column topped by a complete run to send the run to a foundation.',
    ]),
  ],
};

const ru: RulesDoc = {
  title: game.names.ru,
  summary: 'Большой «Паук» на три колоды: соберите двенадцать последовательностей от короля до туза, каждую в одной масти.',
  sections: [
    {
      heading: HEADINGS.ru.setup,
      paragraphs: [
        'Три полные колоды тасуются вместе: 156 карт, каждая карта встречается трижды. В двенадцать столбцов сдаётся 54 карты: в первые шесть по пять карт, в остальные шесть по четыре. Открыта только верхняя карта каждого столбца.',
        'Остальные 102 карты лежат в прикупе в левом верхнем углу. Рядом с ним двенадцать пустых баз.',
      ],
    },
    {
      heading: HEADINGS.ru.goal,
      paragraphs: [
        'Соберите двенадцать полных последовательностей, каждую от короля до туза одной масти, и положите их на базы. Победа засчитывается и тогда, когда все двенадцать полных последовательностей стоят в столбцах, по одной в каждом.',
      ],
    },
    {
      heading: HEADINGS.ru.moves,
      paragraphs: [],
      bullets: [
        'Любую открытую карту можно положить на карту ровно на один ранг старше, независимо от масти: шестёрку любой масти на любую семёрку.',
        'Несколько карт переносятся вместе, только если все они одной масти и идут по убыванию без пропусков, например девятка, восьмёрка и семёрка пик. Группу из разных мастей придётся разбирать.',
        'В пустой столбец можно положить любую карту или такую группу. Короля можно положить только в пустой столбец.',
        'Щелчок по прикупу сдаёт по одной открытой карте на каждый столбец, в том числе на пустые. Всего девять сдач: восемь по двенадцать карт и последняя из шести карт, только на первые шесть столбцов.',
        'Полная последовательность от короля до туза одной масти уходит на пустую базу: перетащите её туда целиком или дважды щёлкните по столбцу, наверху которого она лежит. С баз карты больше не снимаются.',
      ],
    },
    {
      heading: HEADINGS.ru.automatic,
      paragraphs: [
        'Закрытая карта сама переворачивается лицом вверх, как только с неё снимут все карты.',
        'Больше ничего само не происходит: собранная последовательность остаётся в столбце, пока вы её не переложите.',
      ],
    },
    {
      heading: HEADINGS.ru.scoring,
      paragraphs: [
        'Одно очко даёт каждая открытая карта, лежащая прямо на карте той же масти на ранг старше. Полная последовательность стоит 12 очков и сохраняет их на базе.',
        'Если разбить такую пару, очко пропадает, так что счёт может уменьшаться. Максимум — 144 очка: двенадцать последовательностей по 12.',
      ],
    },
    {
      heading: HEADINGS.ru.end,
      paragraphs: [
        'Вы выигрываете, когда прикуп пуст и все двенадцать последовательностей лежат на базах, или когда в каждом из двенадцати столбцов стоит по одной полной последовательности, а базы пусты.',
        SHARED.ru.neverLost,
      ],
    },
    {
      heading: HEADINGS.ru.tips,
      paragraphs: [],
      bullets: [
        'Используйте пустые столбцы до сдачи: следующая сдача положит карту и на них.',
        'Выбирайте ходы на карту той же масти: они приносят очки и оставляют группы подвижными.',
      ],
    },
    controlsSection('ru', [
      'Щелчок по прикупу сдаёт новый ряд.',
      'Двойной щелчок по столбцу, наверху которого лежит полная последовательность, отправляет её на базу.',
    ]),
  ],
};

export const rulesPage: Record<Language, RulesDoc> = { en, ru };
