// Как по-русски называется стопка и как сказать о ней «откуда», «куда» и «куда, если пусто».
// Одна таблица для строк стола (./ru.ts) и для подсказок (./solver-strings.ts).
import type { PileKind } from '../../src/engine';

export interface RuPileWords {
  readonly name: string;
  readonly from: string;
  readonly to: string;
  readonly toEmpty: string;
}

const PILES: Record<PileKind | 'row', RuPileWords> = {
  stock: { name: 'прикуп', from: 'из прикупа', to: 'в прикуп', toEmpty: 'в прикуп' },
  // «Сброс», как в русской справке AisleRiot.
  waste: { name: 'сброс', from: 'из сброса', to: 'в сброс', toEmpty: 'в сброс' },
  foundation: { name: 'база', from: 'с базы', to: 'на базу', toEmpty: 'на пустую базу' },
  tableau: { name: 'столбец', from: 'со столбца', to: 'на столбец', toEmpty: 'в пустой столбец' },
  freecell: { name: 'свободная ячейка', from: 'из свободной ячейки', to: 'в свободную ячейку', toEmpty: 'в свободную ячейку' },
  cell: { name: 'клетка', from: 'из клетки', to: 'в клетку', toEmpty: 'в пустую клетку' },
  pile: { name: 'стопка', from: 'со стопки', to: 'на стопку', toEmpty: 'в пустую стопку' },
  // Ряд карт, разложенный вбок (в «Жестокости»), правила называют стопкой, а не столбцом.
  row: { name: 'стопка', from: 'со стопки', to: 'на стопку', toEmpty: 'в пустую стопку' },
};

/** Слова для стопки такого вида; `sideways` — ряд, разложенный вбок. */
export const ruPileWords = (kind: PileKind, sideways: boolean): RuPileWords => PILES[sideways && kind === 'tableau' ? 'row' : kind];

/** «столбец 3» → «со столбца 3» / «на столбец 3» / «в пустой столбец 3»; undefined для незнакомого имени. */
export function ruPilePhrase(pile: string, side: 'from' | 'to' | 'toEmpty'): string | undefined {
  for (const words of Object.values(PILES)) {
    if (pile === words.name || pile.startsWith(`${words.name} `)) return words[side] + pile.slice(words.name.length);
  }
  return undefined;
}
