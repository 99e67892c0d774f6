// Maze's rules page, in English and Russian: what the table shows when the player asks for the rules.
import { controlsSection, HEADINGS, SHARED } from '../rules-page';
import type { Language, RulesDoc } from '../rules-page';
import { game } from './game';

const en: RulesDoc = {
  title: game.names.en,
  summary: 'Slide 48 cards through a grid of 54 cells until each suit runs in order from ace to queen.',
  sections: [
    {
      heading: HEADINGS.en.setup,
      paragraphs: [
        'One deck without the kings: 48 face-up cards in a grid of six rows of nine cells. Six cells are empty: the last cell of the first row, the last cell of the second row, and the four cells where the kings landed before they were taken out.',
        'Read the grid like a book: left to right, row after row. The last cell of a row and the first cell of the next row count as neighbours. The bottom-right and top-left cells are not neighbours.',
      ],
    },
    {
      heading: HEADINGS.en.goal,
      paragraphs: [
        'Put the cards in reading order as four runs, each from ace up to queen in one suit. The suits may come in any order. Empty cells do not matter wherever they are: they are simply skipped, even inside a run.',
      ],
    },
    {
      heading: HEADINGS.en.moves,
      paragraphs: [
        'Any card may be moved, one at a time, into an empty cell. While it is checked, the cell it leaves counts as empty, so a card is never its own neighbour. The move is allowed when at least one of these holds:',
      ],
      bullets: [
        'the card on the left of the empty cell is of the same suit and one rank lower;',
        'the card on the right of the empty cell is of the same suit and one rank higher;',
        'an ace may go to the right of any queen, and a queen to the left of any ace, whatever their suits;',
        'the top-left cell also takes any ace, and the bottom-right cell any queen.',
      ],
    },
    {
      heading: HEADINGS.en.scoring,
      paragraphs: [
        'The score is counted afresh after every move, reading the cards in order and skipping empty cells: one point if the first card is an ace, then one point for every card that follows the card before it in the same suit, and for every ace that follows a queen.',
        'The score can go down. The maximum is 48, and reaching it wins the game.',
      ],
    },
    {
      heading: HEADINGS.en.end,
      paragraphs: [
        'You win when the score reaches 48: the cards read as four complete suits, each from ace to queen.',
        SHARED.en.neverLost,
      ],
    },
    {
      heading: HEADINGS.en.tips,
      paragraphs: [],
      bullets: [
        'Let the layout choose the order of the suits: build each suit where its cards already gather, and join the suits through the queen and ace link.',
      ],
    },
    controlsSection('en', ['There is no stock and no double-click action in this game.']),
  ],
};

const ru: RulesDoc = {
  title: game.names.ru,
  summary: 'Передвигайте 48 карт по сетке из 54 клеток, пока каждая масть не выстроится по порядку от туза до дамы.',
  sections: [
    {
      heading: HEADINGS.ru.setup,
      paragraphs: [
        'Одна колода без королей: 48 открытых карт в сетке из шести рядов по девять клеток. Шесть клеток пусты: последняя клетка первого ряда, последняя клетка второго ряда и четыре клетки, куда при сдаче попали короли, убранные из игры.',
        'Сетка читается как книга: слева направо, ряд за рядом. Последняя клетка ряда и первая клетка следующего ряда считаются соседними. Правая нижняя и левая верхняя клетки не соседние.',
      ],
    },
    {
      heading: HEADINGS.ru.goal,
      paragraphs: [
        'Выложите карты в порядке чтения четырьмя последовательностями, каждая от туза до дамы одной масти. Масти могут идти в любом порядке. Пустые клетки не мешают, где бы они ни были: они просто пропускаются, даже внутри последовательности.',
      ],
    },
    {
      heading: HEADINGS.ru.moves,
      paragraphs: [
        'Любую карту можно переложить, по одной, в пустую клетку. При проверке клетка, которую карта покидает, считается пустой, так что карта никогда не бывает соседкой самой себе. Ход разрешён, если выполняется хотя бы одно условие:',
      ],
      bullets: [
        'слева от пустой клетки лежит карта той же масти на ранг младше;',
        'справа от пустой клетки лежит карта той же масти на ранг старше;',
        'туза можно положить справа от любой дамы, а даму слева от любого туза, независимо от масти;',
        'в левую верхнюю клетку можно положить любого туза, а в правую нижнюю — любую даму.',
      ],
    },
    {
      heading: HEADINGS.ru.scoring,
      paragraphs: [
        'Очки пересчитываются после каждого хода: карты читаются по порядку, пустые клетки пропускаются. Одно очко, если первая карта — туз, и по одному очку за каждую карту, которая продолжает предыдущую в той же масти, и за каждого туза после дамы.',
        'Счёт может уменьшаться. Максимум — 48 очков, и это победа.',
      ],
    },
    {
      heading: HEADINGS.ru.end,
      paragraphs: ['Вы выигрываете, набрав 48 очков: карты читаются как четыре полные масти, каждая от туза до дамы.', SHARED.ru.neverLost],
    },
    {
      heading: HEADINGS.ru.tips,
      paragraphs: [],
      bullets: [
        'Пусть порядок мастей подскажет раскладка: собирайте масть там, где её карты уже лежат рядом, а соединяйте масти через пару «дама — туз».',
      ],
    },
    controlsSection('ru', ['Прикупа и действия по двойному щелчку в этой игре нет.']),
  ],
};

export const rulesPage: Record<Language, RulesDoc> = { en, ru };
