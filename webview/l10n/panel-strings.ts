// The side panels' words in English and Russian (the rules page's frame and the list of keys): their own
// module, in the chunks loaded when a panel is first opened, so the page's first bundle carries none of
// it. Letters are the keys' names as VS Code's keybindings (package.json) and the page itself (`?`, I)
// read them.
import { REDO_KEY, UNDO_KEY, languageOf } from './format';

export interface PanelWords {
  readonly close: string;
  readonly closeRulesTitle: string;
  readonly keysTitle: string;
  readonly closeKeysTitle: string;
  /** Each key (or keys) and what it does, in the order the list shows them. */
  readonly keys: readonly (readonly [string, string])[];
}

const en: PanelWords = {
  close: 'Close',
  closeRulesTitle: 'Close the rules (Esc)',
  keysTitle: 'Keys',
  closeKeysTitle: 'Close the list (Esc)',
  keys: [
    ['← ↑ → ↓', 'Move between the piles, and along the cards of a pile'],
    ['Enter, Space', 'Pick up the card with those above it; put them down on this pile'],
    ['Esc', 'Put the cards back; close this list or the rules'],
    ['Tab, Shift+Tab', 'Between the buttons and the table'],
    ['N', 'New deal'],
    ['R', 'Restart this deal'],
    [UNDO_KEY, 'Undo'],
    [REDO_KEY, 'Redo'],
    ['D', 'Click the stock: deal, draw or redeal, as the game has it'],
    ['H', 'Hint'],
    ['S', 'Show me how: the solver plays the win; again: pause or go on'],
    ['I', 'Rules of this game'],
    ['?', 'This list'],
  ],
};

const ru: PanelWords = {
  close: 'Закрыть',
  closeRulesTitle: 'Закрыть правила (Esc)',
  keysTitle: 'Клавиши',
  closeKeysTitle: 'Закрыть список (Esc)',
  keys: [
    ['← ↑ → ↓', 'Переход между стопками и по картам стопки'],
    ['Enter, Пробел', 'Взять карту вместе с лежащими на ней; положить их на эту стопку'],
    ['Esc', 'Вернуть карты на место; закрыть этот список или правила'],
    ['Tab, Shift+Tab', 'Между кнопками и столом'],
    ['N', 'Новая раздача'],
    ['R', 'Начать раздачу заново'],
    [UNDO_KEY, 'Отменить ход'],
    [REDO_KEY, 'Вернуть ход'],
    ['D', 'Щелчок по прикупу: сдать или пересдать, как принято в игре'],
    ['H', 'Подсказка'],
    ['S', 'Покажи, как выиграть: решатель играет выигрыш; ещё раз — пауза или дальше'],
    ['I', 'Правила этой игры'],
    ['?', 'Этот список'],
  ],
};

export const PANEL_WORDS = { en, ru };

/** The words of the page's language (<html lang>). */
export const panelWords = (): PanelWords => PANEL_WORDS[languageOf(document.documentElement.lang)];
