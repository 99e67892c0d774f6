import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import { availableParallelism } from 'node:os';

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
    // Every core: vitest's default keeps one free, which on the 2-core CI machine ran every file in one worker.
    maxWorkers: availableParallelism(),
  },
});
