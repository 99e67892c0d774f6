// Builds every bundle: node esbuild.mjs [--production] [--watch] [--quiet] [target…]
// Targets: extension (Node host, with its files loaded on first use and each game's file), browser (web-worker host), webview
// (game tab), solver-worker (its solver thread), stats (statistics sidebar), replay (replay tab), cli, fuzz, bench,
// bench-solver, bench-import, bench-host. Default: all that exist.
// Imported (by the bundle tests), it only exports buildOptions, APART, PAGE_MODULES, pageModulesOf and gameFacts.
import * as esbuild from 'esbuild';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { basename, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// The Node host's bundle (dist/extension.js) leaves out what it loads on first use: each room's entry below is
// built as a file of its own beside it, and an import() of an entry, wherever in the host it is, becomes a require
// of that file. A file left apart holds its own copy of what it imports, so an entry holds no state the rest of the
// host shares. The web host's bundle holds them all.
export const APART = {
  // proving deals (also run as the solver's worker thread)
  'host-solver': 'src/host/solver/deal-solver.ts',
  // what the deal commands do: New Game…, New Deal, Select Deal…, deal links, the daily deal, a winnable deal's search
  'host-deals': 'src/host/deals/deal-actions.ts',
  // listing, resuming, restoring and repairing saved games, retrying refused saves, sweeping what writes left behind
  'host-saved': 'src/host/saved/saved-game-upkeep.ts',
  // the game tab: its panel and its page, loaded with the first tab a window shows
  'host-game-tab': 'src/host/game-tab/game-tab.ts',
  // what the game tab asks and tells the player
  'host-questions': 'src/host/game-tab/questions.ts',
  // what the statistics tell and ask: a counted win's news, notices about what is stored, Reset Statistics…
  'host-stats-messages': 'src/host/stats/stats-messages.ts',
  // statistics export and import
  'host-transfer': 'src/host/stats/transfer-commands.ts',
  // the Statistics sidebar
  'host-stats-view': 'src/host/stats/stats-view.ts',
  // reading the game journal back (listing, checking entries)
  'host-journal': 'src/host/journal/journal-reading.ts',
  // the statistics' work: globalState's tallies, folding the journal, counting, the numbers, moving an earlier version's statistics
  'host-stats': 'src/host/stats/counting.ts',
  // the replay tab (Replay Last Game and its serializer, where its games come from)
  'host-replay': 'src/host/replay/replay-commands.ts',
};
/**
 * What the Node host's bundles hold of each game without loading it (src/engine/games/lazy-game.ts factsOf), by id,
 * read from the registry itself: its sources bundled and run here, at build time.
 */
export function gameFacts(root = fileURLToPath(new URL('.', import.meta.url))) {
  const { outputFiles } = esbuild.buildSync({
    stdin: {
      contents: "export { allDescriptors } from './src/engine/games/registry'; export { factsOf } from './src/engine/games/lazy-game';",
      resolveDir: root,
      loader: 'ts',
    },
    absWorkingDir: root,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    write: false,
    logLevel: 'silent',
    tsconfig: 'src/engine/tsconfig.json',
  });
  const module = { exports: {} };
  new Function('module', 'exports', outputFiles[0].text)(module, module.exports);
  const { allDescriptors, factsOf } = module.exports;
  return Object.fromEntries(allDescriptors().map((game) => [game.id, factsOf(game)]));
}

/** `value` as JavaScript source: JSON, but a field set to undefined stays (a game without a rule-set setting says so). */
const sourceOf = (value) =>
  JSON.stringify(value, (_, v) => (v === undefined ? '\0undefined' : v)).replaceAll('"\\u0000undefined"', 'undefined');

/**
 * The Node host's games, each a file of its own beside the bundles (dist/game-<id>.js, its descriptor with its rules):
 * in every bundle the registry's import of a game's descriptor becomes its stand-in (lazy-game.ts lazyGame), which
 * holds the game's facts and requires its file the first time anything else of it is read. So dist/extension.js
 * does not grow with the games, and a game's rules load when it is first played, counted or checked.
 */
const gamesApart = (initial) => ({
  name: 'games-apart',
  setup(build) {
    const root = fileURLToPath(new URL('.', import.meta.url));
    // Read again at each rebuild of a watch, after the first (a game's facts may have changed; a new game needs a restart).
    let facts = initial;
    let builds = 0;
    build.onStart(() => {
      if (builds++ > 0) facts = gameFacts(root);
    });
    const registry = resolve(root, 'src/engine/games/registry.ts');
    build.onResolve({ filter: /^\.\/[\w-]+\/game$/ }, ({ path, importer, kind }) =>
      importer === registry && kind === 'import-statement' ? { path: path.slice(2, -'/game'.length), namespace: 'game-apart' } : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'game-apart' }, ({ path: game }) => ({
      contents: [
        `import { lazyGame } from ${JSON.stringify(resolve(root, 'src/engine/games/lazy-game.ts'))};`,
        `import { GAME_WORDS } from ${JSON.stringify(resolve(root, 'src/engine/game-id.ts'))};`,
        `export const game = lazyGame(${sourceOf(facts[game])}, GAME_WORDS[${JSON.stringify(game)}], () => require(${JSON.stringify(`./game-${game}.js`)}).game);`,
      ].join('\n'),
      resolveDir: root,
      loader: 'js',
    }));
    build.onResolve({ filter: /^\.\/game-[\w-]+\.js$/, namespace: 'game-apart' }, ({ path }) => ({ path, external: true }));
  },
});

/** Each game's file beside the Node host's bundles: entry point name (game-<id>) → its descriptor's source. */
const gameFiles = (facts) => Object.fromEntries(Object.keys(facts).map((game) => [`game-${game}`, `src/engine/games/${game}/game.ts`]));

// One binding of the vscode module in each Node host bundle: esbuild gives every file that imports it its own
// `var x = __toESM(require("vscode"))` (some 27 bytes, fourteen files in dist/extension.js); importing it through
// one module that re-exports it leaves one (__reExport copies getters of the API object's own properties).
const oneVscode = {
  name: 'one-vscode',
  setup(build) {
    build.onResolve({ filter: /^vscode$/ }, ({ namespace }) =>
      namespace === 'one-vscode' ? { path: 'vscode', external: true } : { path: 'vscode', namespace: 'one-vscode' },
    );
    build.onLoad({ filter: /^vscode$/, namespace: 'one-vscode' }, () => ({ contents: "export * from 'vscode';", loader: 'js' }));
  },
};

const apart = {
  name: 'apart',
  setup(build) {
    const root = fileURLToPath(new URL('.', import.meta.url));
    const files = new Map(Object.entries(APART).map(([name, entry]) => [resolve(root, entry).replace(/\.ts$/, ''), `./${name}.js`]));
    build.onResolve({ filter: /^\.\.?\/[\w/-]+$/ }, ({ path, resolveDir, kind }) => {
      const file = kind === 'dynamic-import' ? files.get(resolve(resolveDir, path)) : undefined;
      return file ? { path: file, external: true } : undefined;
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
  return css
    .replace(/\s+/g, ' ')
    .replace(/ ?([{};,>]) ?/g, '$1')
    .replace(/: /g, ':')
    .replace(/;}/g, '}')
    .trim();
}

/**
 * Lit's html`` templates keep the source's indentation between their tags and attributes. This folds
 * each run of white space in their text (never in their ${…} expressions) to one space, which HTML
 * renders the same: no template of ours has <pre>, <textarea> or white-space: pre. The templates are
 * found by TypeScript's parser (`ts`, the typescript module), so strings and comments cannot mislead it.
 */
export function compactHtml(ts, source, fileName = 'x.ts') {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const texts = [];
  const visit = (node) => {
    if (ts.isTaggedTemplateExpression(node) && ts.isIdentifier(node.tag) && node.tag.text === 'html') {
      const t = node.template;
      // Each literal piece without its delimiters: ` or } before, ` or ${ after.
      const pieces = ts.isNoSubstitutionTemplateLiteral(t)
        ? [[t, 1]]
        : [[t.head, 2], ...t.templateSpans.map((span) => [span.literal, ts.isTemplateTail(span.literal) ? 1 : 2])];
      for (const [piece, after] of pieces) texts.push([piece.getStart(file) + 1, piece.end - after]);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  let out = source;
  for (const [start, end] of texts.sort((a, b) => b[0] - a[0]))
    out = out.slice(0, start) + out.slice(start, end).replace(/\s+/g, ' ') + out.slice(end);
  return out;
}

const compactTemplates = {
  name: 'compact-templates',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, async ({ path }) => {
      const source = (await readFile(path, 'utf8')).replace(/\bcss`([^`$]*)`/g, (_, body) => `css\`${compactCss(body)}\``);
      const ts = source.includes('html`') ? (await import('typescript')).default : null;
      return { contents: ts ? compactHtml(ts, source, path) : source, loader: 'ts' };
    });
  },
};

// The game tab's page loads only the games it shows (webview/games/game-loader.ts): in its bundle the engine's
// registry imports, for each game, a stand-in that reads the game once the page has fetched it.
const gamesOnDemand = {
  name: 'games-on-demand',
  setup(build) {
    const root = fileURLToPath(new URL('.', import.meta.url));
    const registry = resolve(root, 'src/engine/games/registry.ts');
    const loader = resolve(root, 'webview/games/game-loader.ts');
    build.onResolve({ filter: /^\.\/[\w-]+\/game$/ }, ({ path, importer, kind }) =>
      importer === registry && kind === 'import-statement'
        ? { path: path.slice(2, -'/game'.length), namespace: 'game-on-demand' }
        : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'game-on-demand' }, ({ path }) => ({
      contents: `import { loadedGame } from ${JSON.stringify(loader)}; export const game = loadedGame(${JSON.stringify(path)});`,
      resolveDir: root,
      loader: 'js',
    }));
  },
};

/** The file beside the game tab's bundle that lists the modules its first table needs (read by src/host/panel/page-modules.ts). */
export const PAGE_MODULES = 'page-modules.json';

/**
 * What the game tab's first table needs, from the webview build's metafile: main.js's static imports, and for each
 * game the chunk its import() names with all that chunk imports (less what main.js loads anyway). The host's HTML
 * preloads them, so they download beside main.js instead of one stage after another once the page asks for its game.
 */
export function pageModulesOf(metafile) {
  const outputs = metafile.outputs;
  const closure = (file, into = new Set()) => {
    for (const { path, kind } of outputs[file]?.imports ?? [])
      if (kind === 'import-statement' && !into.has(path)) closure(path, into.add(path));
    return into;
  };
  const entry = (pattern) => Object.keys(outputs).filter((file) => pattern.test(outputs[file].entryPoint ?? ''));
  const [main] = entry(/^webview\/main\.ts$/);
  const first = closure(main);
  const games = {};
  for (const file of entry(/^src\/engine\/games\/[\w-]+\/game\.ts$/)) {
    const game = /games\/([\w-]+)\/game\.ts$/.exec(outputs[file].entryPoint)[1];
    games[game] = [file, ...closure(file)].filter((chunk) => !first.has(chunk)).map((chunk) => basename(chunk));
  }
  return { version: 1, main: [...first].map((chunk) => basename(chunk)), games };
}

const pageModules = {
  name: 'page-modules',
  setup(build) {
    build.initialOptions.metafile = true;
    const outdir = resolve(build.initialOptions.absWorkingDir ?? process.cwd(), build.initialOptions.outdir);
    build.onEnd(async ({ metafile }) => {
      if (metafile) await writeFile(resolve(outdir, PAGE_MODULES), `${JSON.stringify(pageModulesOf(metafile), null, 1)}\n`);
    });
  },
};

/** The Node host's target with its games apart: each game's file an entry point, its stand-in in every bundle. */
function withGamesApart(options) {
  const facts = gameFacts();
  return { ...options, entryPoints: { ...options.entryPoints, ...gameFiles(facts) }, plugins: [...options.plugins, gamesApart(facts)] };
}

const targets = {
  // dist/extension.js and the files it requires on first use (APART), and each game's file (gamesApart, withGamesApart).
  // No native import(): the lazy imports become plain requires, which the extension host's CommonJS loader serves.
  extension: {
    entryPoints: { extension: 'src/extension.ts', ...APART },
    // utf8: the games' Russian names and lines (the registry's) take 2 bytes a letter, not 6 as \u escapes.
    outdir: 'dist',
    platform: 'node',
    format: 'cjs',
    charset: 'utf8',
    external: ['vscode'],
    tsconfig: 'src/tsconfig.json',
    target: 'node20',
    plugins: [apart, oneVscode],
    supported: { 'dynamic-import': false },
  },
  browser: {
    entryPoints: ['src/extension.ts'],
    outfile: 'dist/web/extension.js',
    platform: 'browser',
    format: 'cjs',
    external: ['vscode'],
    tsconfig: 'src/tsconfig.json',
    target: 'es2022',
    define: { 'process.env.PATIENCE_BROWSER': '"1"' },
  },
  // Split so the rules pages load only when first opened; utf8 keeps the Russian text unescaped (smaller).
  // The page's styles are a stylesheet of their own (dist/webview/page.css), linked from the page's <head>.
  webview: {
    entryPoints: ['webview/main.ts', 'webview/page.css'],
    outdir: 'dist/webview',
    splitting: true,
    charset: 'utf8',
    platform: 'browser',
    format: 'esm',
    tsconfig: 'webview/tsconfig.json',
    target: 'es2022',
    plugins: [gamesOnDemand, pageModules],
  },
  // The solver's thread: its own classic-script bundle, fetched by the game page and started from a blob: URL.
  'solver-worker': {
    entryPoints: ['webview/solver/worker/solver-worker.ts'],
    outfile: 'dist/webview/solver-worker.js',
    platform: 'browser',
    format: 'iife',
    tsconfig: 'webview/tsconfig.json',
    target: 'es2022',
  },
  // The statistics sidebar's page: its own small bundle (no rules, no cards), beside the game's in dist/webview.
  stats: {
    entryPoints: ['webview/stats/main.ts'],
    outfile: 'dist/webview/stats.js',
    charset: 'utf8',
    platform: 'browser',
    format: 'esm',
    tsconfig: 'webview/tsconfig.json',
    target: 'es2022',
  },
  // The replay tab's page: its own bundle (the table, the engine, the replay's parts), so the game tab's first bundle does not grow.
  replay: {
    entryPoints: ['webview/replay/main.ts'],
    outfile: 'dist/webview/replay.js',
    charset: 'utf8',
    platform: 'browser',
    format: 'esm',
    tsconfig: 'webview/tsconfig.json',
    target: 'es2022',
  },
  cli: {
    entryPoints: ['src/cli/cli.ts'],
    outfile: 'dist/cli.js',
    platform: 'node',
    format: 'cjs',
    tsconfig: 'src/tsconfig.json',
    target: 'node20',
  },
  fuzz: {
    entryPoints: ['test/fuzz/fuzz-cli.ts'],
    outfile: 'dist/fuzz.js',
    platform: 'node',
    format: 'cjs',
    tsconfig: 'test/tsconfig.json',
    target: 'node20',
  },
  bench: {
    entryPoints: ['test/bench/engine-bench.ts'],
    outfile: 'dist/bench.js',
    platform: 'node',
    format: 'cjs',
    tsconfig: 'test/tsconfig.json',
    target: 'node20',
  },
  'bench-solver': {
    entryPoints: ['test/bench/solver-bench.ts'],
    outfile: 'dist/bench-solver.js',
    platform: 'node',
    format: 'cjs',
    tsconfig: 'test/tsconfig.json',
    target: 'node20',
  },
  // Imports into statistics whose journal is on the real disk, with the project's VS Code double for `vscode`.
  'bench-import': {
    entryPoints: ['test/bench/import-bench.ts'],
    outfile: 'dist/bench-import.mjs',
    platform: 'node',
    format: 'esm',
    tsconfig: 'test/tsconfig.json',
    target: 'node20',
    alias: { vscode: './test/support/vscode-double.ts' },
  },
  // The host's storage and replays, with the project's VS Code double for `vscode`.
  'bench-host': {
    entryPoints: ['test/bench/host-bench.ts'],
    outfile: 'dist/bench-host.mjs',
    platform: 'node',
    format: 'esm',
    tsconfig: 'test/tsconfig.json',
    target: 'node20',
    alias: { vscode: './test/support/vscode-double.ts' },
  },
};

/** esbuild's options for one target. */
export function buildOptions(name, { production = false, quiet = false } = {}) {
  const options = name === 'extension' ? withGamesApart(targets[name]) : targets[name];
  if (!options) throw new Error(`unknown build target "${name}" (known: ${Object.keys(targets).join(', ')})`);
  const plugins = [...(options.plugins ?? []), ...(production && options.platform === 'browser' ? [compactTemplates] : [])];
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
