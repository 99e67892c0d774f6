// Cruel's rules page, in English and Russian: what the table shows when the player asks for the rules.
import { controlsSection, HEADINGS, SHARED } from '../rules-page';
import type { Language, RulesDoc } from '../rules-page';
import { game } from './game';

const en: RulesDoc = {
  title: game.names.en,
  summary: 'Clear twelve small piles onto four foundations built up in suit, with redeals that keep the cards in order.',
  sections: [
    {
      heading: HEADINGS.en.setup,
      paragraphs: [
        'One deck. The four aces are taken out and start the four foundations. The other 48 cards are dealt face up into twelve piles of four. The stock at the top left stays empty: clicking it redeals.',
        'The opening deal always leaves at least one possible move.',
      ],
    },
    {
      heading: HEADINGS.en.goal,
      paragraphs: ['Build each foundation up in suit from ace to king, so that all 52 cards end up on the foundations.'],
    },
    {
      heading: HEADINGS.en.moves,
      paragraphs: [],
      bullets: [
        'Only the top card of a pile moves, one card at a time.',
        'A card goes to the foundation of its suit when it is one rank higher than the card on top there.',
        "A card goes onto another pile when that pile's top card is of the same suit and one rank higher: the piles are built down in suit.",
        'A pile that becomes empty stays empty: nothing can be put there.',
        'Double-click a pile to send its top card to a foundation, if it fits there.',
        'Redeal by clicking the stock. The piles are gathered from the first to the last, each from its bottom card to its top card, and dealt out again in fours starting with the first pile. Nothing is shuffled; the last pile may get fewer than four cards, and the piles after it stay empty.',
        'You may redeal as often as you like, but only after at least one card has moved since the last deal or redeal.',
      ],
    },
    {
      heading: HEADINGS.en.scoring,
      paragraphs: [
        'One point for every card you put on a foundation. The four aces placed by the deal do not count, so the maximum is 48.',
      ],
    },
    {
      heading: HEADINGS.en.end,
      paragraphs: [
        'You win when all four foundations are built up to the king.',
        'As long as a card has moved since the last redeal, the game goes on: you can always redeal.',
        SHARED.en.undoAfterLoss,
        'The game is lost, with no more moves, when right after a redeal:',
      ],
      bullets: [
        'no card can move anywhere (another redeal would give exactly the same layout); or',
        'the only possible move is to put the lone card of the last pile onto the pile before it, and that card cannot go to a foundation (redealing after that move brings back the same layout, so play would go round in circles).',
      ],
    },
    {
      heading: HEADINGS.en.tips,
      paragraphs: [],
      bullets: [
        'A redeal only regroups the cards in fours, so taking away one card shifts every later card by one place. Use this to bring a buried card to the top of a pile.',
      ],
    },
    controlsSection('en', ['Click the stock to redeal.', 'Double-click a pile to send its top card to a foundation.']),
  ],
};

const ru: RulesDoc = {
  title: game.names.ru,
  summary: 'Разберите двенадцать небольших стопок на четыре базы по мастям; пересдачи не меняют порядок карт.',
  sections: [
    {
      heading: HEADINGS.ru.setup,
      paragraphs: [
        'Одна колода. Четыре туза выкладываются на базы. Остальные 48 карт сдаются открытыми в двенадцать стопок по четыре. Прикуп в левом верхнем углу остаётся пустым: щелчок по нему делает пересдачу.',
        'В начальной раскладке всегда есть хотя бы один ход.',
      ],
    },
    {
      heading: HEADINGS.ru.goal,
      paragraphs: ['Соберите на каждой базе одну масть по возрастанию от туза до короля, чтобы все 52 карты оказались на базах.'],
    },
    {
      heading: HEADINGS.ru.moves,
      paragraphs: [],
      bullets: [
        'Ходит только верхняя карта стопки, по одной карте.',
        'Карту можно положить на базу её масти, если она на один ранг старше верхней карты базы.',
        'Карту можно положить на другую стопку, если верхняя карта там той же масти и на один ранг старше: стопки строятся по убыванию в масть.',
        'Опустевшая стопка остаётся пустой: класть в неё нельзя.',
        'Двойной щелчок по стопке отправляет её верхнюю карту на базу, если она туда подходит.',
        'Пересдача — щелчок по прикупу. Стопки собираются от первой до последней, каждая от нижней карты к верхней, и снова раскладываются по четыре, начиная с первой стопки. Карты не перемешиваются; в последней стопке может оказаться меньше четырёх карт, а стопки после неё остаются пустыми.',
        'Пересдавать можно сколько угодно раз, но только если после прошлой сдачи или пересдачи была сдвинута хотя бы одна карта.',
      ],
    },
    {
      heading: HEADINGS.ru.scoring,
      paragraphs: ['Одно очко за каждую карту, положенную на базу. Тузы, выложенные при сдаче, не считаются, поэтому максимум — 48 очков.'],
    },
    {
      heading: HEADINGS.ru.end,
      paragraphs: [
        'Вы выигрываете, когда все четыре базы собраны до короля.',
        'Пока после последней пересдачи сдвинута хоть одна карта, игра продолжается: всегда можно пересдать.',
        SHARED.ru.undoAfterLoss,
        'Игра проиграна (ходов больше нет), если сразу после пересдачи:',
      ],
      bullets: [
        'ни одну карту нельзя никуда переложить (новая пересдача дала бы точно такую же раскладку); или',
        'единственный возможный ход — положить одинокую карту из последней стопки на предыдущую стопку, а на базу эта карта не идёт (пересдача после такого хода возвращает ту же раскладку, и игра пошла бы по кругу).',
      ],
    },
    {
      heading: HEADINGS.ru.tips,
      paragraphs: [],
      bullets: [
        'Пересдача лишь перегруппировывает карты по четыре, поэтому одна убранная карта сдвигает все следующие на одно место. Так можно поднять наверх стопки карту, лежащую внизу.',
      ],
    },
    controlsSection('ru', ['Щелчок по прикупу — пересдача.', 'Двойной щелчок по стопке отправляет её верхнюю карту на базу.']),
  ],
};

export const rulesPage: Record<Language, RulesDoc> = { en, ru };
