// FreeCell's rules page, in English and Russian: what the table shows when the player asks for the rules.
import { controlsSection, HEADINGS, SHARED } from '../rules-page';
import type { Language, RulesDoc } from '../rules-page';
import { game } from './game';

const en: RulesDoc = {
  title: game.names.en,
  summary:
    "Eight columns built down in alternating colours, four free cells, and every card in view from the start. Deal numbers are Microsoft FreeCell's: deal N is the same layout in every FreeCell program.",
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
        SHARED.en.alternating,
        'Several cards move together when they alternate in colour and go down one rank at a time. An empty column takes any card or run.',
        'A run may move only if it has no more cards than the empty free cells plus one, doubled for every empty column other than the one you move to. One empty free cell and no empty column allow 2 cards.',
        'A single card from the top of a column or from a free cell can go to an empty free cell.',
        'An ace starts an empty foundation; after that each foundation takes the next card of its suit. Cards on the foundations stay there.',
        'Double-click a column or a free cell to send its top card to the leftmost empty free cell; if all four are full, nothing happens. Double-clicking a foundation does nothing.',
      ],
    },
    {
      heading: 'Autoplay',
      paragraphs: [
        'The setting patience.freecell.autoplay chooses what goes to the foundations by itself. A game keeps the choice it was dealt with.',
      ],
      bullets: [
        'Safe (safe, the default, as in AisleRiot): only cards no other card could still need. A red card goes when its rank is at most 2 more than the lower black foundation and at most 3 more than the lower red one; a black card likewise with the colours swapped. With clubs to 3, diamonds and hearts to 2 and spades to the ace, red threes and black fours go, a red four waits.',
        'Off (off): nothing goes by itself.',
        "All (all): every card that can go to a foundation goes, as in Baker's Game.",
      ],
    },
    {
      heading: HEADINGS.en.automatic,
      paragraphs: [
        'After each of your moves, the cards the autoplay setting lets go move to the foundations at once, one after another, free cells first, then the columns from the left. A card it holds back you may still play home yourself.',
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
        'An empty column is worth more than a free cell: it doubles the run you can move.',
      ],
    },
    controlsSection('en', ['Double-click a column or a free cell to move its top card to a free cell.']),
  ],
};

const ru: RulesDoc = {
  title: game.names.ru,
  summary:
    'Восемь столбцов, собираемых по убыванию с чередованием цвета, четыре свободные ячейки, и все карты открыты с самого начала. Номера раздач общие для всех программ этой игры: раздача с одним номером везде одинакова.',
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
        SHARED.ru.alternating,
        'Несколько карт переносятся вместе, если цвета в них чередуются и ранги идут по убыванию без пропусков. В пустой столбец можно положить любую карту или группу.',
        'Группу можно перенести, только если карт в ней не больше числа пустых свободных ячеек плюс один, удвоенного за каждый пустой столбец, кроме того, куда идёт перенос. Одна пустая ячейка и ни одного пустого столбца позволяют перенести 2 карты.',
        'Одиночную карту с верха столбца или из свободной ячейки можно положить в пустую свободную ячейку.',
        'Пустую базу начинает туз, дальше на базу кладётся следующая карта той же масти. С баз карты не снимаются.',
        'Двойной щелчок по столбцу или свободной ячейке отправляет верхнюю карту в самую левую пустую свободную ячейку; если все четыре заняты, ничего не происходит. Двойной щелчок по базе ничего не делает.',
      ],
    },
    {
      heading: 'Автоигра',
      paragraphs: [
        'Настройка patience.freecell.autoplay выбирает, какие карты уходят на базы сами. Игра сохраняет выбор, с которым она была сдана.',
      ],
      bullets: [
        '«Безопасная» (safe, по умолчанию): только карты, которые больше не понадобятся другим картам. Красная карта уходит, если её ранг не больше чем на 2 выше младшей чёрной базы и не больше чем на 3 выше младшей красной; чёрная так же, с цветами наоборот. Если трефы собраны до 3, бубны и черви до 2, а пики до туза, уходят красные тройки и чёрные четвёрки, красная четвёрка ждёт.',
        '«Выключена» (off): сами карты не уходят.',
        '«Все карты» (all): уходит каждая карта, которая может лечь на базу, как в «Игре пекаря».',
      ],
    },
    {
      heading: HEADINGS.ru.automatic,
      paragraphs: [
        'После каждого вашего хода карты, которые отпускает настройка автоигры, сразу уходят на базы одна за другой: сначала из свободных ячеек, потом из столбцов слева направо. Задержанную карту можно положить на базу самому.',
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
        'Пустой столбец ценнее свободной ячейки: он удваивает группу, которую можно перенести.',
      ],
    },
    controlsSection('ru', ['Двойной щелчок по столбцу или свободной ячейке перекладывает верхнюю карту в свободную ячейку.']),
  ],
};

export const rulesPage: Record<Language, RulesDoc> = { en, ru };
