// The Hint button's budget, one number the page, the CLI and the hint benchmark share (no imports, so the page's solver chunk may read it).

/** About a second and a half per hint: CPU time in Node, the worker's clock in the page. */
export const HINT_MS = 1500;
