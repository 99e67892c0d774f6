// Spider Three Decks's rules page, in English and Russian: what the table shows when the player asks for the rules.
import { controlsSection, HEADINGS, SHARED } from '../rules-page';
import type { Language, RulesDoc } from '../rules-page';
import { SPIDER_RULES } from '../spider-family/rules-words';
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
        SPIDER_RULES.en.anyOnHigher,
        SPIDER_RULES.en.suitedRuns,
        SPIDER_RULES.en.emptyColumn,
        'Click the stock to deal one face-up card onto every column, empty columns included. There are nine deals: eight of twelve cards, then a last one of six cards that covers only the first six columns.',
        SPIDER_RULES.en.runHome,
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
      bullets: ['Use empty columns before you deal: the next deal puts a card on each of them.', SPIDER_RULES.en.preferSuited],
    },
    controlsSection('en', ['Click the stock to deal a row.', SPIDER_RULES.en.doubleClickRun]),
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
        SPIDER_RULES.ru.anyOnHigher,
        SPIDER_RULES.ru.suitedRuns,
        SPIDER_RULES.ru.emptyColumn,
        'Щелчок по прикупу сдаёт по одной открытой карте на каждый столбец, в том числе на пустые. Всего девять сдач: восемь по двенадцать карт и последняя из шести карт, только на первые шесть столбцов.',
        SPIDER_RULES.ru.runHome,
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
      bullets: ['Используйте пустые столбцы до сдачи: следующая сдача положит карту и на них.', SPIDER_RULES.ru.preferSuited],
    },
    controlsSection('ru', ['Щелчок по прикупу сдаёт новый ряд.', SPIDER_RULES.ru.doubleClickRun]),
  ],
};

export const rulesPage: Record<Language, RulesDoc> = { en, ru };
