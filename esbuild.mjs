// Builds every bundle: node esbuild.mjs [--production] [--watch] [--quiet] [target…]
// Targets: extension (Node host, with its solver file), browser (web-worker host), webview (game tab), solver-worker (its solver thread),
// stats (statistics sidebar), cli, fuzz, bench, bench-solver, bench-import. Default: all that exist.
// Imported (by the bundle tests), it only exports buildOptions.
import * as esbuild from 'esbuild';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';

// The Node host's bundle leaves out what it loads on first use: solver-loader.ts's `import('./deal-solver')`
// becomes a require of host-solver.js, built beside it from src/host/host-solver.ts; an `import('./on-demand')`
// (deal commands, the solver's loader) one of host-on-demand.js, from src/host/on-demand.ts; stats-commands.ts's
// `import('./transfer-commands')` (statistics export and import) one of host-transfer.js; stats/index.ts's
// `import('./stats-view')` (the statistics sidebar, loaded when first shown) one of host-stats-view.js.
const LAZY = [
  { request: './deal-solver', from: /[\\/]solver-loader\.ts$/, file: './host-solver.js' },
  { request: './on-demand', from: /[\\/](deal-commands|winnable-deal)\.ts$/, file: './host-on-demand.js' },
  { request: './transfer-commands', from: /[\\/]stats-commands\.ts$/, file: './host-transfer.js' },
  { request: './stats-view', from: /[\\/]stats[\\/]index\.ts$/, file: './host-stats-view.js' },
];
const solverApart = {
  name: 'solver-apart',
  setup(build) {
    build.onResolve({ filter: /^\.\/[\w-]+$/ }, ({ path, importer }) => {
      const lazy = LAZY.find((l) => l.request === path && l.from.test(importer));
      return lazy ? { path: lazy.file, external: true } : undefined;
    });
  },
};

/**
 * Lit's css`` templates reach a bundle as written: esbuild minifies the code around them, not the CSS in
 * them. This takes out what CSS does not need: comments, runs of white space, and the spaces around
 * { } ; : , > (templates with an interpolation are not touched, nor the spaces of one with a quoted string).
 */
export function compactCss(text) {
  const css = text.replace(/\/\*[\s\S]*?\*\//g, '');
  if (/['"]/.test(css)) return css;
  return css.replace(/\s+/g, ' ').replace(/ ?([{};,>]) ?/g, '$1').replace(/: /g, ':').replace(/;}/g, '}').trim();
}

const compactCssTemplates = {
  name: 'compact-css',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, async ({ path }) => {
      const source = await readFile(path, 'utf8');
      return { contents: source.replace(/\bcss`([^`$]*)`/g, (_, body) => `css\`${compactCss(body)}\``), loader: 'ts' };
    });
  },
};

const targets = {
  // Five files: dist/extension.js; dist/host-on-demand.js, which it requires on first use of a deal command or "winnable
  // deals only"; dist/host-solver.js, which that requires (or runs as a worker thread) to prove deals;
  // dist/host-transfer.js, which it requires for statistics export and import; and dist/host-stats-view.js, the sidebar.
  // No native import(): the lazy imports become plain requires, which the extension host's CommonJS loader serves.
  extension: {
    entryPoints: { extension: 'src/extension.ts', 'host-solver': 'src/host/host-solver.ts', 'host-on-demand': 'src/host/on-demand.ts', 'host-transfer': 'src/host/stats/transfer-commands.ts', 'host-stats-view': 'src/host/stats/stats-view.ts' },
    outdir: 'dist', platform: 'node', format: 'cjs', external: ['vscode'], tsconfig: 'src/tsconfig.json', target: 'node20',
    plugins: [solverApart], supported: { 'dynamic-import': false },
  },
  browser: { entryPoints: ['src/extension.ts'], outfile: 'dist/web/extension.js', platform: 'browser', format: 'cjs', external: ['vscode'], tsconfig: 'src/tsconfig.json', target: 'es2022', define: { 'process.env.PATIENCE_BROWSER': '"1"' } },
  // Split so the rules pages load only when first opened; utf8 keeps the Russian text unescaped (smaller).
  webview: { entryPoints: ['webview/main.ts'], outdir: 'dist/webview', splitting: true, charset: 'utf8', platform: 'browser', format: 'esm', tsconfig: 'webview/tsconfig.json', target: 'es2022' },
  // The solver's thread: its own classic-script bundle, fetched by the game page and started from a blob: URL.
  'solver-worker': { entryPoints: ['webview/solver-worker.ts'], outfile: 'dist/webview/solver-worker.js', platform: 'browser', format: 'iife', tsconfig: 'webview/tsconfig.json', target: 'es2022' },
  // The statistics sidebar's page: its own small bundle (no rules, no cards), beside the game's in dist/webview.
  stats: { entryPoints: ['webview/stats/main.ts'], outfile: 'dist/webview/stats.js', charset: 'utf8', platform: 'browser', format: 'esm', tsconfig: 'webview/tsconfig.json', target: 'es2022' },
  cli: { entryPoints: ['src/cli.ts'], outfile: 'dist/cli.js', platform: 'node', format: 'cjs', tsconfig: 'src/tsconfig.json', target: 'node20' },
  fuzz: { entryPoints: ['test/fuzz/fuzz-cli.ts'], outfile: 'dist/fuzz.js', platform: 'node', format: 'cjs', tsconfig: 'test/tsconfig.json', target: 'node20' },
  bench: { entryPoints: ['test/bench/engine-bench.ts'], outfile: 'dist/bench.js', platform: 'node', format: 'cjs', tsconfig: 'test/tsconfig.json', target: 'node20' },
  'bench-solver': { entryPoints: ['test/bench/solver-bench.ts'], outfile: 'dist/bench-solver.js', platform: 'node', format: 'cjs', tsconfig: 'test/tsconfig.json', target: 'node20' },
  'bench-import': { entryPoints: ['test/bench/import-bench.ts'], outfile: 'dist/bench-import.js', platform: 'node', format: 'cjs', tsconfig: 'test/tsconfig.json', target: 'node20' },
};

/** esbuild's options for one target. */
export function buildOptions(name, { production = false, quiet = false } = {}) {
  const options = targets[name];
  if (!options) throw new Error(`unknown build target "${name}" (known: ${Object.keys(targets).join(', ')})`);
  const plugins = [...(options.plugins ?? []), ...(production && options.platform === 'browser' ? [compactCssTemplates] : [])];
  return {
    bundle: true,
    minify: production,
    sourcemap: production ? false : 'linked',
    logLevel: quiet ? 'warning' : 'info',
    legalComments: 'none',
    ...options,
    plugins,
  };
}

// In watch mode esbuild's own log is off: each rebuild prints "[watch] build started/finished" and
// every error or warning as two lines (message, then file:line:column), which the problem matcher
// in .vscode/tasks.json reads.
const watchReport = (name) => ({
  name: 'watch-report',
  setup(build) {
    build.onStart(() => console.log(`[watch] build started: ${name}`));
    build.onEnd((result) => {
      const report = (mark, messages) => {
        for (const { text, location } of messages) {
          console.error(`${mark} ${text}`);
          if (location) console.error(`    ${location.file}:${location.line}:${location.column}:`);
        }
      };
      report('✘ [ERROR]', result.errors);
      report('▲ [WARNING]', result.warnings);
      console.log(`[watch] build finished: ${name}`);
    });
  },
});

async function main(args) {
  const production = args.includes('--production');
  const watch = args.includes('--watch');
  const quiet = args.includes('--quiet');
  const wanted = args.filter((a) => !a.startsWith('--'));
  const names = wanted.length ? wanted : Object.keys(targets).filter((n) => existsSync(Object.values(targets[n].entryPoints)[0]));
  for (const name of names) {
    const options = buildOptions(name, { production, quiet });
    if (watch) {
      const context = await esbuild.context({ ...options, logLevel: 'silent', plugins: [...(options.plugins ?? []), watchReport(name)] });
      await context.watch();
    } else {
      await esbuild.build(options);
    }
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main(process.argv.slice(2));
