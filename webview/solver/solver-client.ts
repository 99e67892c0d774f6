// The page's side of the solver worker. A webview cannot start a Worker from its resource URL
// (another origin), so the script's text is fetched once and started from a blob: URL. Only one
// question is open at a time: asking again answers the older one with null (superseded).
import type { GameRecord } from '../../src/engine';
import type { SolverFailure, SolverResponse } from './solver-protocol';
import type { SolverLanguage } from '../l10n/solver-strings';

/** What the page needs from a solver; tests give one that runs the handler in the same thread. */
export interface Solver {
  /**
   * The answer about the game `record` holds, or null when a newer question or `cancel` replaced this one;
   * `knowledge: 'full'`: Show Me How's line, which may peek at face-down cards.
   */
  solve(record: GameRecord, maxMs: number, language: SolverLanguage, knowledge?: 'full'): Promise<SolverResponse | null>;
  cancel(): void;
}

interface Pending {
  readonly id: number;
  readonly resolve: (response: SolverResponse | null) => void;
  readonly reject: (error: Error) => void;
}

export class WorkerSolver implements Solver {
  private worker: Promise<Worker> | null = null;
  private pending: Pending | null = null;
  private nextId = 1;

  constructor(private readonly scriptUri: string) {}

  solve(record: GameRecord, maxMs: number, language: SolverLanguage, knowledge?: 'full'): Promise<SolverResponse | null> {
    this.cancel();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending = { id, resolve, reject };
      this.start().then(
        (worker) => {
          if (this.pending?.id === id)
            worker.postMessage({ type: 'solve', id, record, maxMs, language, ...(knowledge ? { knowledge } : {}) });
        },
        (error: unknown) => this.fail(id, error instanceof Error ? error : new Error(String(error))),
      );
    });
  }

  cancel(): void {
    const pending = this.pending;
    if (!pending) return;
    this.pending = null;
    void this.worker?.then(
      (worker) => worker.postMessage({ type: 'cancel', id: pending.id }),
      () => undefined,
    );
    pending.resolve(null);
  }

  dispose(): void {
    this.cancel();
    void this.worker?.then(
      (worker) => worker.terminate(),
      () => undefined,
    );
    this.worker = null;
  }

  private start(): Promise<Worker> {
    this.worker ??= (async () => {
      const response = await fetch(this.scriptUri);
      if (!response.ok) throw new Error(`could not load the solver (${response.status})`);
      const url = URL.createObjectURL(new Blob([await response.text()], { type: 'text/javascript' }));
      const worker = new Worker(url);
      worker.addEventListener('message', (event: MessageEvent<SolverResponse | SolverFailure>) => this.onMessage(event.data));
      worker.addEventListener('error', (event) => this.fail(this.pending?.id ?? 0, new Error(`solver worker: ${event.message}`)));
      return worker;
    })();
    // A failed start may be retried with the next question.
    this.worker.catch(() => {
      this.worker = null;
    });
    return this.worker;
  }

  private onMessage(data: SolverResponse | SolverFailure): void {
    if (!this.pending || data.id !== this.pending.id) return;
    if (data.type === 'result') {
      const { resolve } = this.pending;
      this.pending = null;
      resolve(data);
    } else {
      this.fail(data.id, new Error(`solver: ${data.message}`));
    }
  }

  private fail(id: number, error: Error): void {
    if (this.pending?.id !== id) return;
    const { reject } = this.pending;
    this.pending = null;
    reject(error);
  }
}
