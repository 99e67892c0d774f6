// The shape of a game's rules page and the words every page shares. Every string is plain text: the
// webview renders it through Lit text bindings, so HTML or markdown would show up literally.
import type { Language } from './descriptor';

export type { Language };

export interface RulesSection {
  heading: string;
  paragraphs: string[];
  bullets?: string[];
}

export interface RulesDoc {
  title: string;
  summary: string;
  sections: RulesSection[];
}

type SectionKey = 'setup' | 'goal' | 'moves' | 'automatic' | 'scoring' | 'end' | 'tips' | 'controls';

// One wording per language, so the five pages name their sections the same way.
export const HEADINGS: Record<Language, Record<SectionKey, string>> = {
  en: {
    setup: 'Setup',
    goal: 'Goal',
    moves: 'Moves',
    automatic: 'Automatic moves',
    scoring: 'Scoring',
    end: 'When the game ends',
    tips: 'Tips',
    controls: 'Controls',
  },
  ru: {
    setup: 'Раскладка',
    goal: 'Цель',
    moves: 'Ходы',
    automatic: 'Автоматические ходы',
    scoring: 'Очки',
    end: 'Конец игры',
    tips: 'Советы',
    controls: 'Управление',
  },
};

// Sentences several pages share word for word.
export const SHARED: Record<Language, { neverLost: string; undoAfterLoss: string; allHome: string; alternating: string }> = {
  en: {
    neverLost: 'The game is never declared lost. If you are stuck, undo some moves, restart the same deal or start a new one.',
    undoAfterLoss: 'A lost game can still be undone and continued.',
    /** The goal of a one-deck game built up in suit (Baker's Game, FreeCell, Klondike). */
    allHome: 'Move all 52 cards to the foundations, one suit on each, from ace up to king.',
    /** Building down in alternating colours (FreeCell, Klondike). */
    alternating:
      'In the columns, a card goes onto a card one rank higher of the other colour (red on black, black on red): 9♥ on 10♠ or 10♣, never on 10♦ or 10♥.',
  },
  ru: {
    neverLost:
      'Проигрыш никогда не объявляется. Если ходов не осталось, отмените несколько ходов, начните эту же раздачу заново или возьмите новую.',
    undoAfterLoss: 'В проигранной партии можно отменить ходы и играть дальше.',
    allHome: 'Переложите все 52 карты на базы, каждую масть на свою, от туза до короля.',
    alternating:
      'В столбцах карта кладётся на карту другого цвета на один ранг старше (красная на чёрную, чёрная на красную): 9♥ на 10♠ или 10♣, но не на 10♦ или 10♥.',
  },
};

const COMMON_CONTROLS: Record<Language, string[]> = {
  en: [
    'Drag a card or a group of cards to its target, or click it and then click the target.',
    'Keyboard: Tab reaches the table, the arrow keys move the focus, Enter or Space picks up and drops, Esc cancels. ? lists every key.',
    'Ctrl+Z (⌘Z on a Mac) undoes the last move, as many times as you like; automatic moves are undone together with the move that caused them.',
    'With smart play (the setting Patience: Play), a double-click sends a card home when it may go, and finished runs and cards that are safe to send home go there by themselves after your move, each as a move of its own.',
  ],
  ru: [
    'Перетащите карту или группу карт на нужное место либо щёлкните по ней, а затем по месту назначения.',
    'Клавиатура: Tab переводит фокус на стол, стрелки перемещают его, Enter или Пробел берут и кладут карты, Esc отменяет выбор. ? показывает все клавиши.',
    'Ctrl+Z (⌘Z на Mac) отменяет последний ход, сколько угодно раз; автоматические ходы отменяются вместе с ходом, который их вызвал.',
    'В умной игре (настройка patience.play, значение «Умная игра») двойной щелчок отправляет карту на базу, если туда можно, а собранные последовательности и карты, которые безопасно убрать, после вашего хода сами уходят на базы — каждая отдельным ходом.',
  ],
};

/** The final "Controls" section: the shared controls, then the game's own click actions. */
export function controlsSection(lang: Language, gameBullets: string[]): RulesSection {
  return {
    heading: HEADINGS[lang].controls,
    paragraphs: [],
    bullets: [...COMMON_CONTROLS[lang], ...gameBullets],
  };
}
