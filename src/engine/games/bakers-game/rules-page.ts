// Baker's Game's rules page, in English and Russian: what the table shows when the player asks for the rules.
import { controlsSection, HEADINGS, SHARED } from '../rules-page';
import type { Language, RulesDoc } from '../rules-page';
import { game } from './game';

const en: RulesDoc = {
  title: game.names.en,
  summary: 'Eight columns built down in suit, four free cells, and every card in view from the start.',
  sections: [
    {
      heading: HEADINGS.en.setup,
      paragraphs: [
        'One deck, all cards face up, dealt into eight columns: the first four columns get seven cards, the other four get six. Above them are four empty free cells, each holding one card, and four empty foundations.',
      ],
    },
    {
      heading: HEADINGS.en.goal,
      paragraphs: [SHARED.en.allHome],
    },
    {
      heading: HEADINGS.en.moves,
      paragraphs: [],
      bullets: [
        'In the columns, a card goes onto a card of the same suit that is one rank higher.',
        'Several cards move together when they are all of one suit and go down one rank at a time. How many may move at once, and what may start an empty column, depends on the rule set below.',
        'A single card from the top of a column or from a free cell can go to an empty free cell.',
        'An ace starts an empty foundation; after that each foundation takes the next card of its suit. Cards on the foundations stay there.',
        'Double-click a column or a free cell to send its top card to the leftmost empty free cell; if all four are full, nothing happens. Double-clicking a foundation does nothing.',
      ],
    },
    {
      heading: 'Rule sets',
      paragraphs: [
        'The setting patience.bakersGame.rules chooses between two rule sets. Everything else on this page is the same in both.',
      ],
      bullets: [
        'Kings only (kings, the default): an empty column takes only a king or a run that starts with a king. A run may move only if it has no more cards than the empty free cells plus one; empty columns do not raise this limit.',
        'Any card (any): an empty column takes any card or run. The limit is the empty free cells plus one, doubled for every empty column other than the ones you move from and to. Four empty free cells and one other empty column allow 10 cards.',
      ],
    },
    {
      heading: HEADINGS.en.automatic,
      paragraphs: [
        'After each of your moves, every card that can go to a foundation goes there at once, one after another, even a card you might still have used.',
        'This does not happen after the deal or when you undo: aces left on top by the deal wait for your first move.',
      ],
    },
    {
      heading: HEADINGS.en.scoring,
      paragraphs: ['One point for every card that reaches a foundation, by your move or automatically. The maximum is 52.'],
    },
    {
      heading: HEADINGS.en.end,
      paragraphs: ['You win when all 52 cards are on the foundations.', SHARED.en.neverLost],
    },
    {
      heading: HEADINGS.en.tips,
      paragraphs: [],
      bullets: [
        'Keep free cells empty as long as you can: each one lets you move longer runs.',
        'Under Kings only, dig out the kings early: they are the only cards that can use an empty column.',
      ],
    },
    controlsSection('en', ['Double-click a column or a free cell to move its top card to a free cell.']),
  ],
};

const ru: RulesDoc = {
  title: game.names.ru,
  summary: 'Восемь столбцов, собираемых по убыванию в масть, четыре свободные ячейки, и все карты открыты с самого начала.',
  sections: [
    {
      heading: HEADINGS.ru.setup,
      paragraphs: [
        'Одна колода, все карты открыты и разложены в восемь столбцов: в первые четыре по семь карт, в остальные четыре по шесть. Над ними четыре пустые свободные ячейки, по одной карте в каждой, и четыре пустые базы.',
      ],
    },
    {
      heading: HEADINGS.ru.goal,
      paragraphs: [SHARED.ru.allHome],
    },
    {
      heading: HEADINGS.ru.moves,
      paragraphs: [],
      bullets: [
        'В столбцах карта кладётся на карту той же масти на один ранг старше.',
        'Несколько карт переносятся вместе, если все они одной масти и идут по убыванию без пропусков. Сколько карт можно перенести сразу и что можно положить в пустой столбец, зависит от набора правил (см. ниже).',
        'Одиночную карту с верха столбца или из свободной ячейки можно положить в пустую свободную ячейку.',
        'Пустую базу начинает туз, дальше на базу кладётся следующая карта той же масти. С баз карты не снимаются.',
        'Двойной щелчок по столбцу или свободной ячейке отправляет верхнюю карту в самую левую пустую свободную ячейку; если все четыре заняты, ничего не происходит. Двойной щелчок по базе ничего не делает.',
      ],
    },
    {
      heading: 'Наборы правил',
      paragraphs: [
        'Настройка patience.bakersGame.rules выбирает один из двух наборов правил. Всё остальное на этой странице в них одинаково.',
      ],
      bullets: [
        '«Только короли» (kings, по умолчанию): в пустой столбец можно положить только короля или группу, которая начинается с короля. Группу можно перенести, только если число карт в ней не больше числа пустых свободных ячеек плюс один; пустые столбцы этот предел не увеличивают.',
        '«Любая карта» (any): в пустой столбец можно положить любую карту или группу. Предел — число пустых свободных ячеек плюс один, удвоенное за каждый пустой столбец, кроме тех, откуда и куда идёт перенос. Четыре пустые ячейки и ещё один пустой столбец позволяют перенести 10 карт.',
      ],
    },
    {
      heading: HEADINGS.ru.automatic,
      paragraphs: [
        'После каждого вашего хода все карты, которые могут лечь на базы, сразу уходят туда одна за другой, даже если они вам ещё пригодились бы.',
        'После сдачи и при отмене хода этого не происходит: тузы, оказавшиеся наверху при сдаче, ждут вашего первого хода.',
      ],
    },
    {
      heading: HEADINGS.ru.scoring,
      paragraphs: ['Одно очко за каждую карту, попавшую на базу, вашим ходом или автоматически. Максимум — 52 очка.'],
    },
    {
      heading: HEADINGS.ru.end,
      paragraphs: ['Вы выигрываете, когда все 52 карты на базах.', SHARED.ru.neverLost],
    },
    {
      heading: HEADINGS.ru.tips,
      paragraphs: [],
      bullets: [
        'Берегите свободные ячейки: каждая пустая ячейка позволяет переносить более длинные группы.',
        'В правилах «Только короли» освобождайте королей пораньше: только они могут занять пустой столбец.',
      ],
    },
    controlsSection('ru', ['Двойной щелчок по столбцу или свободной ячейке перекладывает верхнюю карту в свободную ячейку.']),
  ],
};

export const rulesPage: Record<Language, RulesDoc> = { en, ru };
