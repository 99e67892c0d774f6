// The CLI reads statistics and deal links through the pure statistics core (src/stats-core/) and
// src/deal-link/, never through the VS Code side (src/host/): its bundle holds none of the host's files and
// requires no `vscode`, and neither room imports `vscode` or the host (issue 22).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const PURE = ['src/stats-core', 'src/deal-link'];

/** The module specifiers a TypeScript file imports or re-exports. */
const importsOf = (text: string): string[] => [...text.matchAll(/(?:from|import\()\s*['"]([^'"]+)['"]/g)].map((m) => m[1]);

describe('the CLI without the VS Code side', () => {
  it('its bundle holds no file of src/host and requires no vscode', async () => {
    const result = await build({
      entryPoints: ['src/cli/cli.ts'],
      bundle: true,
      write: false,
      outdir: 'out',
      metafile: true,
      platform: 'node',
      format: 'cjs',
      target: 'node20',
      tsconfig: 'src/tsconfig.json',
      absWorkingDir: root,
      logLevel: 'silent',
    });
    const [cli] = Object.values(result.metafile.outputs).filter((output) => output.entryPoint === 'src/cli/cli.ts');
    const inputs = Object.keys(cli.inputs);
    expect(inputs.filter((input) => input.startsWith('src/host/'))).toEqual([]);
    expect(inputs).toEqual(expect.arrayContaining(['src/stats-core/import-file.ts', 'src/deal-link/deal-link.ts']));
    expect(cli.imports.map((i) => i.path)).not.toContain('vscode');
  });

  it.each(PURE)('no file in %s imports vscode or the host', (folder) => {
    const files = readdirSync(join(root, folder)).filter((file) => file.endsWith('.ts'));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const imports = importsOf(readFileSync(join(root, folder, file), 'utf8'));
      expect(
        imports.filter((spec) => spec === 'vscode' || /(^|\/)host(\/|$)/.test(spec)),
        `${folder}/${file}`,
      ).toEqual([]);
    }
  });
});
