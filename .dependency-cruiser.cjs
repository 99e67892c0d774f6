// dependency-cruiser's rules for the layers of Patience, checked by `npm run lint:deps` (scripts/check-dependencies.mjs,
// which also finds folder knots: dependency-cruiser's `scope: 'folder'` rules cannot see a knot through loose files).
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'engine-imports-only-engine',
      severity: 'error',
      comment:
        'src/engine is pure TypeScript rules: it imports nothing above it (host, protocol, webview), no vscode, no Lit, no Node module.',
      from: { path: '^src/engine/' },
      to: { pathNot: '^src/engine/' },
    },
    {
      name: 'host-imports-no-webview',
      severity: 'error',
      comment: 'The host side never imports the page (webview/), nor Lit.',
      from: { path: '^src/' },
      to: { path: ['^webview/', '^lit(/|$)', 'node_modules/(lit|lit-html|lit-element|@lit)/'] },
    },
    {
      name: 'webview-imports-no-vscode',
      severity: 'error',
      comment: 'The page runs in a browser: it never imports vscode.',
      from: { path: '^webview/' },
      // `vscode` resolves to its types package (there is no runtime module outside VS Code).
      to: { path: ['^vscode$', '(^|/)node_modules/@types/vscode/'] },
    },
    {
      name: 'webview-imports-no-node',
      severity: 'error',
      comment: 'The page runs in a browser: it never imports a Node module (node:fs, worker_threads, …).',
      from: { path: '^webview/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'no-import-cycle',
      severity: 'error',
      comment: 'No import cycle among our own files, type-only imports included.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Type-only imports count: a folder that needs another's types depends on it.
    tsPreCompilationDeps: true,
  },
};
