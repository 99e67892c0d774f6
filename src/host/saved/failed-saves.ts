// Saved games the disk refused or never answered for (no permission, a full disk, a hung disk…): the
// player is told once, with the reason and a Retry button, not once a move; each is tried again, its
// newest record (or its removal) only, after each delay of RETRY_MS (write-limits.ts) and at Retry,
// until the disk takes it, and then the player hears it is saved again. A first write that only takes
// longer than the time limit (a busy machine) is tried again before anyone is told: told, it is the
// retry's no answer too. No retry outlives the window (dispose). Made on the first failure
// (saved-game.ts, through saved-game-upkeep.ts).
import * as vscode from 'vscode';
import { RETRY_MS } from '../storage/write-limits';
import { writeProblem } from '../storage/write-problem';

export class FailedSaves {
  /** The games whose newest record is not written yet. */
  private readonly failing = new Set<string>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private step = 0;
  /** The player has been told of this trouble (again only after a Retry that fails too). */
  private told = false;
  /** The player has been told, and has not yet heard that the saves work again. */
  private troubled = false;

  constructor(
    private readonly log: Pick<vscode.LogOutputChannel, 'error' | 'warn' | 'info'>,
    /**
     * Writes game `id`'s newest record again, unless a newer write is on its way (saved-game.ts): how
     * it went comes back through `failed` or `written`.
     */
    private readonly flush: (id: string) => void,
  ) {}

  failed(id: string, error: unknown): void {
    if (isNoAnswer(error) && !this.failing.has(id) && !this.told) {
      // Perhaps only slow: the retry says whether the disk answers.
      this.failing.add(id);
      this.log.info(`Game ${id} is not saved yet (${String(error)}); trying again`);
      return this.later();
    }
    const line = `Could not save game ${id} (${String(error)}); trying again`;
    if (this.told) this.log.warn(line);
    else this.log.error(line);
    this.failing.add(id);
    if (!this.told) this.tell(error);
    this.later();
  }

  written(id: string): void {
    this.forget(id);
    if (this.failing.size > 0 || !this.troubled) return;
    this.told = this.troubled = false;
    this.log.info('The saved games are written again');
    vscode.window.setStatusBarMessage(vscode.l10n.t('Patience: your game is saved again'), 10_000);
  }

  /** The game is over or left: nothing of it is written any more. */
  forget(id: string): void {
    this.failing.delete(id);
    if (this.failing.size > 0) return;
    clearTimeout(this.timer);
    this.timer = undefined;
    this.step = 0;
  }

  /** The window is closing: no retry is left waiting. */
  dispose(): void {
    this.failing.clear();
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private tell(error: unknown): void {
    this.told = this.troubled = true;
    const retry = vscode.l10n.t('Retry');
    const message = vscode.l10n.t(
      'Patience could not save your game: {0}. It keeps trying, and saves your latest move as soon as it can.',
      writeProblem(error),
    );
    void vscode.window.showWarningMessage(message, retry).then((choice) => {
      if (choice !== retry) return;
      // Told again if it still fails: the player asked.
      this.told = false;
      this.retry();
    });
  }

  private later(): void {
    if (this.timer !== undefined) return;
    const delay = RETRY_MS[Math.min(this.step++, RETRY_MS.length - 1)];
    this.timer = setTimeout(() => this.retry(), delay);
  }

  private retry(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    for (const id of this.failing) this.flush(id);
  }
}

/** A write given up for its time limit, not refused (write-limits.ts withinTime). */
const isNoAnswer = (error: unknown): boolean => (error as { code?: unknown } | null)?.code === 'TimedOut';
