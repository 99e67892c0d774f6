// Spider's rules page, in English and Russian: what the table shows when the player asks for the rules.
import { controlsSection, HEADINGS, SHARED } from '../rules-page';
import type { Language, RulesDoc } from '../rules-page';
import { SPIDER_RULES } from '../spider-family/rules-words';
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
        SPIDER_RULES.en.anyOnHigher,
        SPIDER_RULES.en.suitedRuns,
        SPIDER_RULES.en.emptyColumn,
        'Click the stock to deal one face-up card onto every column. You may deal only when every column holds at least one card: fill the empty ones first.',
        SPIDER_RULES.en.runHome,
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
      paragraphs: [SPIDER_RULES.en.flip, SPIDER_RULES.en.nothingElse],
    },
    {
      heading: HEADINGS.en.scoring,
      paragraphs: [
        SPIDER_RULES.en.links,
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
        SPIDER_RULES.en.preferSuited,
      ],
    },
    controlsSection('en', ['Click the stock to deal a row, once every column holds a card.', SPIDER_RULES.en.doubleClickRun]),
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
        SPIDER_RULES.ru.anyOnHigher,
        SPIDER_RULES.ru.suitedRuns,
        SPIDER_RULES.ru.emptyColumn,
        'Щелчок по прикупу сдаёт по одной открытой карте на каждый столбец. Сдавать можно, только когда в каждом столбце есть хотя бы одна карта: сначала заполните пустые.',
        SPIDER_RULES.ru.runHome,
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
      paragraphs: [SPIDER_RULES.ru.flip, SPIDER_RULES.ru.nothingElse],
    },
    {
      heading: HEADINGS.ru.scoring,
      paragraphs: [
        SPIDER_RULES.ru.links,
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
        SPIDER_RULES.ru.preferSuited,
      ],
    },
    controlsSection('ru', ['Щелчок по прикупу сдаёт новый ряд, когда в каждом столбце есть карта.', SPIDER_RULES.ru.doubleClickRun]),
  ],
};

export const rulesPage: Record<Language, RulesDoc> = { en, ru };
