import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  test: {
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['test/engine/**/*.test.ts', 'test/webview/**/*.test.ts', 'test/host/**/*.test.ts', 'test/cli/**/*.test.ts'],
    testTimeout: 120_000,
  },
});
