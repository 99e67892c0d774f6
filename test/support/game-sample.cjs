// Which games the real-VS-Code suites' costly per-game walks take in a run, so the suites' time does not grow with the
// games (CONTRIBUTING, Tests: what each game is covered by in every run). Every game still gets every cheap check each
// run; a walk that costs seconds a game takes a share (the games dealt round the walk's parts: each game in one part)
// or a sample (a few games, the next ones the next day), turned by a rotation so every game comes round.
//   PATIENCE_GAME_SAMPLE=all   every walk takes every game (before a release, after changing how a table is drawn)
//   PATIENCE_GAME_SAMPLE=<n>   the rotation n (a run prints its own: run it again with the same games)
// Default: the UTC day's number, so a day's runs take the same games and the next day's the next ones.
'use strict';

const DAY_MS = 86_400_000;

/** The run's rotation: a whole number, or 'all'. */
function rotation(env = process.env) {
  const asked = env.PATIENCE_GAME_SAMPLE;
  if (asked === 'all') return 'all';
  if (asked !== undefined && /^\d+$/.test(asked)) return Number(asked);
  if (asked !== undefined && asked !== '') throw new Error(`PATIENCE_GAME_SAMPLE is "${asked}": give all or a whole number`);
  return Math.floor(Date.now() / DAY_MS);
}

/** `count` of `games`, from the rotation's place on (round the end): every game is taken once in `games.length` rotations. */
function sampleOf(games, count, turn = rotation()) {
  if (turn === 'all' || count >= games.length) return [...games];
  return Array.from({ length: count }, (_, i) => games[(turn * count + i) % games.length]);
}

/** `games` in `parts` parts (one a theme, say): the game at place i goes to part (i + rotation) mod parts; all: every part takes every game. */
function sharesOf(games, parts, turn = rotation()) {
  if (turn === 'all') return Array.from({ length: parts }, () => [...games]);
  return Array.from({ length: parts }, (_, part) => games.filter((_, i) => (i + turn) % parts === part));
}

/** One line for a suite's log: the rotation and how to take the same games again. */
const sampleNote = (turn = rotation()) =>
  turn === 'all'
    ? '[games] every walk takes every game (PATIENCE_GAME_SAMPLE=all)'
    : `[games] rotation ${turn}: run again with PATIENCE_GAME_SAMPLE=${turn}, or all for every game in every walk`;

module.exports = { rotation, sampleOf, sharesOf, sampleNote };
