// Where the piles sit on the table's grid: the game's own rows and columns, or the same piles wrapped
// into fewer columns, so a narrow, tall tab shows larger cards in more rows. Pure: the layout picks
// how many columns; this says where each pile goes for a given number.
import type { PileSpec } from '../../src/engine';

export interface GridPlace {
  readonly row: number;
  readonly col: number;
}

/**
 * The game's rows in bands, each a list of pile indices in reading order: consecutive rows of piles
 * of one kind and fan flow on into each other when wrapped (Pileon's piles, Cruel's tableau, Maze's
 * cells); any other row is a band of its own (a stock with foundations, free cells with foundations).
 */
export function gridBands(specs: readonly PileSpec[]): number[][] {
  const rows = new Map<number, number[]>();
  specs.forEach((s, i) => {
    const row = rows.get(s.row);
    if (row) row.push(i);
    else rows.set(s.row, [i]);
  });
  const kindOf = (piles: number[]): string | null => {
    const kinds = new Set(piles.map((i) => `${specs[i].kind} ${specs[i].fan}`));
    return kinds.size === 1 ? [...kinds][0] : null;
  };
  const bands: number[][] = [];
  let last: string | null = null;
  for (const row of [...rows.keys()].sort((a, b) => a - b)) {
    const piles = rows.get(row)!.sort((a, b) => specs[a].col - specs[b].col);
    const kind = kindOf(piles);
    if (kind !== null && kind === last) bands[bands.length - 1].push(...piles);
    else bands.push(piles);
    last = kind;
  }
  return bands;
}

/** Columns the game's own grid has. */
export const gridColumns = (specs: readonly PileSpec[]): number => Math.max(...specs.map((s) => s.col)) + 1;

/**
 * Each pile's place with at most `columns` columns: a band (of `bands`, as gridBands makes them) that
 * fits keeps the game's own places; a wider one is wrapped into as few rows as it needs, its piles
 * shared evenly between them.
 */
export function wrapGrid(specs: readonly PileSpec[], columns: number, bands = gridBands(specs)): GridPlace[] {
  const places: GridPlace[] = new Array<GridPlace>(specs.length);
  let top = 0;
  for (const band of bands) {
    const firstRow = Math.min(...band.map((i) => specs[i].row));
    const width = Math.max(...band.map((i) => specs[i].col)) + 1;
    if (width <= columns) {
      for (const i of band) places[i] = { row: top + specs[i].row - firstRow, col: specs[i].col };
      top += Math.max(...band.map((i) => specs[i].row)) - firstRow + 1;
      continue;
    }
    const lines = Math.ceil(band.length / columns);
    const perLine = Math.ceil(band.length / lines);
    band.forEach((i, k) => (places[i] = { row: top + Math.floor(k / perLine), col: k % perLine }));
    top += lines;
  }
  return places;
}
