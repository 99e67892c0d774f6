// The id of one game instance, checked the same way by every protocol (game tab, sidebar, replay
// tab). A file of its own, importing nothing: the sidebar's bundle carries no engine.

/**
 * One game instance, made by the host for every new game (also a restart of the same deal): the
 * statistics count a game once per id. The page keeps it in its state and sends it with progress.
 */
export type GameInstanceId = string;

/** Ids the host makes and anything similar, such as a UUID: no spaces, no markup. */
export const isGameInstanceId = (value: unknown): value is GameInstanceId =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{8,40}$/.test(value);
