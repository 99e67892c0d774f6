// Types of game-sample.cjs, for the vitest test of it.
export type Rotation = number | 'all';
export function rotation(env?: Record<string, string | undefined>): Rotation;
export function sampleOf<T>(games: readonly T[], count: number, turn?: Rotation): T[];
export function sharesOf<T>(games: readonly T[], parts: number, turn?: Rotation): T[][];
export function sampleNote(turn?: Rotation): string;
