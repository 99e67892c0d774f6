import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { fileURLToPath } from 'node:url';
import { availableParallelism } from 'node:os';

/**
 * Vitest's order, with the random-play fuzz files first. Without its cache of the last run's times (a fresh clone, as
 * in CI) vitest starts the biggest files first, and the fuzz files, a few lines each but the longest to run (a minute
 * or more for Maze), came last: one worker then ran them alone while the other had nothing left.
 */
class FuzzFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const fuzz = (file: TestSpecification) => file.moduleId.includes('/test/engine/fuzz/');
    return [...sorted.filter(fuzz), ...sorted.filter((file) => !fuzz(file))];
  }
}

export default defineConfig({
  // Host code imports `vscode`, which exists only inside VS Code: unit tests get a small double.
  resolve: { alias: { vscode: fileURLToPath(new URL('./support/vscode-double.ts', import.meta.url)) } },
  test: {
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: [
      'test/engine/**/*.test.ts',
      'test/webview/**/*.test.ts',
      'test/host/**/*.test.ts',
      'test/cli/**/*.test.ts',
      'test/l10n/**/*.test.ts',
      'test/docs/**/*.test.ts',
      'test/tools/**/*.test.ts',
    ],
    testTimeout: 120_000,
    // The host tests' afterEach waits for the host's fire-and-forget work (test/host/harness.ts): on a loaded 2-core
    // machine that took longer than the default 10 s once.
    hookTimeout: 60_000,
    // Every core: vitest's default keeps one free, which on the 2-core CI machine ran every file in one worker.
    maxWorkers: availableParallelism(),
    sequence: { sequencer: FuzzFirst },
  },
});
