// Spider's rules page, in English and Russian: what the table shows when the player asks for the rules.
import { controlsSection, HEADINGS, SHARED } from '../rules-page';
import type { Language, RulesDoc } from '../rules-page';
import { game } from './game';

const en: RulesDoc = {
  title: game.names.en,
  summary: 'Two decks in ten columns: build eight runs from king down to ace, each in one suit, with one, two or four suits in play.',
  sections: [
    {
      heading: HEADINGS.en.setup,
      paragraphs: [
        '104 cards: two full decks, or with fewer suits the same 104 cards in hearts and spades only, or in spades only. Ten columns get 54 cards: the first, fourth, seventh and tenth six cards each, the others five. Only the top card of each column is face up.',
        'The other 50 cards stay in the stock at the top left: five deals of ten. Next to it are eight empty foundations.',
      ],
    },
    {
      heading: HEADINGS.en.goal,
      paragraphs: [
        'Build eight complete runs, each from king down to ace in one suit, and put them on the foundations. You also win by leaving all eight complete runs in the columns.',
      ],
    },
    {
      heading: HEADINGS.en.moves,
      paragraphs: [],
      bullets: [
        'Any face-up card may go on a card exactly one rank higher, whatever the suit: a six of any suit on any seven.',
        'Several cards move together only if they are all of one suit and go down one rank at a time, such as the nine, eight and seven of spades. A build of mixed suits has to be taken apart.',
        'An empty column takes any card or any such run. A king can only go to an empty column.',
        'Click the stock to deal one face-up card onto every column. You may deal only when every column holds at least one card: fill the empty ones first.',
        'A complete run, king down to ace in one suit, goes to an empty foundation: drag the whole run there, or double-click the column it tops. Cards on the foundations never move again.',
      ],
    },
    {
      heading: 'Suits',
      paragraphs: ['The setting patience.spider.suits chooses them, as AisleRiot does. A game keeps the suits it was dealt with.'],
      bullets: [
        'Four suits (four, the default): two full decks. The hardest: runs of one suit are rare.',
        'Two suits (two): hearts and spades only, each card four times.',
        'One suit (one): spades only, each card eight times. Every build is a run of one suit.',
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
        'Splitting such a pair takes its point away again, so the score can go down. The maximum is 96: eight runs of 12 points.',
      ],
    },
    {
      heading: HEADINGS.en.end,
      paragraphs: [
        'You win when the stock is empty and all eight runs are on the foundations, or when the eight complete runs all lie in the columns while the foundations are still empty.',
        SHARED.en.neverLost,
      ],
    },
    {
      heading: HEADINGS.en.tips,
      paragraphs: [],
      bullets: [
        'An empty column is your best tool: use it to sort runs by suit before you fill it for the next deal.',
        'Prefer moves onto a card of the same suit: they score and keep your runs movable.',
      ],
    },
    controlsSection('en', [
      'Click the stock to deal a row, once every column holds a card.',
      'Double-click a column topped by a complete run to send the run to a foundation.',
    ]),
  ],
};

const ru: RulesDoc = {
  title: game.names.ru,
  summary:
    'Две колоды в десяти столбцах: соберите восемь последовательностей от короля до туза, каждую в одной масти; в игре одна, две или четыре масти.',
  sections: [
    {
      heading: HEADINGS.ru.setup,
      paragraphs: [
        '104 карты: две полные колоды, а с меньшим числом мастей те же 104 карты только червей и пик или только пик. В десять столбцов сдаётся 54 карты: в первый, четвёртый, седьмой и десятый по шесть, в остальные по пять. Открыта только верхняя карта каждого столбца.',
        'Остальные 50 карт лежат в прикупе в левом верхнем углу: пять сдач по десять карт. Рядом с ним восемь пустых баз.',
      ],
    },
    {
      heading: HEADINGS.ru.goal,
      paragraphs: [
        'Соберите восемь полных последовательностей, каждую от короля до туза одной масти, и положите их на базы. Победа засчитывается и тогда, когда все восемь полных последовательностей стоят в столбцах.',
      ],
    },
    {
      heading: HEADINGS.ru.moves,
      paragraphs: [],
      bullets: [
        'Любую открытую карту можно положить на карту ровно на один ранг старше, независимо от масти: шестёрку любой масти на любую семёрку.',
        'Несколько карт переносятся вместе, только если все они одной масти и идут по убыванию без пропусков, например девятка, восьмёрка и семёрка пик. Группу из разных мастей придётся разбирать.',
        'В пустой столбец можно положить любую карту или такую группу. Короля можно положить только в пустой столбец.',
        'Щелчок по прикупу сдаёт по одной открытой карте на каждый столбец. Сдавать можно, только когда в каждом столбце есть хотя бы одна карта: сначала заполните пустые.',
        'Полная последовательность от короля до туза одной масти уходит на пустую базу: перетащите её туда целиком или дважды щёлкните по столбцу, наверху которого она лежит. С баз карты больше не снимаются.',
      ],
    },
    {
      heading: 'Масти',
      paragraphs: ['Их выбирает настройка patience.spider.suits. Партия остаётся с мастями, с которыми её сдали.'],
      bullets: [
        'Четыре масти (four, по умолчанию): две полные колоды. Самый трудный вариант: последовательности одной масти складываются редко.',
        'Две масти (two): только черви и пики, каждая карта по четыре раза.',
        'Одна масть (one): только пики, каждая карта по восемь раз. Любая группа — последовательность одной масти.',
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
        'Если разбить такую пару, очко пропадает, так что счёт может уменьшаться. Максимум — 96 очков: восемь последовательностей по 12.',
      ],
    },
    {
      heading: HEADINGS.ru.end,
      paragraphs: [
        'Вы выигрываете, когда прикуп пуст и все восемь последовательностей лежат на базах, или когда все восемь полных последовательностей стоят в столбцах, а базы пусты.',
        SHARED.ru.neverLost,
      ],
    },
    {
      heading: HEADINGS.ru.tips,
      paragraphs: [],
      bullets: [
        'Пустой столбец — главный инструмент: разберите на нём группы по мастям, прежде чем заполнить его для следующей сдачи.',
        'Выбирайте ходы на карту той же масти: они приносят очки и оставляют группы подвижными.',
      ],
    },
    controlsSection('ru', [
      'Щелчок по прикупу сдаёт новый ряд, когда в каждом столбце есть карта.',
      'Двойной щелчок по столбцу, наверху которого лежит полная последовательность, отправляет её на базу.',
    ]),
  ],
};

export const rulesPage: Record<Language, RulesDoc> = { en, ru };
