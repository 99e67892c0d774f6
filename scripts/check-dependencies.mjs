// Checks the import rules of .dependency-cruiser.cjs and that no folder is knotted (`npm run lint:deps`).
//
// A folder is knotted when, at any level, its direct subfolders and loose files import each other round a circle
// (`a.ts` imports `stats/`, which imports `a.ts`). dependency-cruiser's own `scope: 'folder'` rules see a folder as
// everything beneath it, so a knot through a folder's loose files never shows there; this check reads the same
// cruise (type-only and dynamic imports included) and looks at every level.
import { cruise, format } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';

const ROOTS = process.argv.slice(2).length ? process.argv.slice(2) : ['src', 'webview'];

/** The knots of a cruise's modules: for each folder, its groups (`room/` or `file.ts`) that import each other round a circle. */
function folderKnots(modules) {
  const ours = new Map(
    modules.filter((m) => !m.coreModule && !m.couldNotResolve && !m.source.includes('node_modules/')).map((m) => [m.source, m]),
  );
  const knots = [];
  for (const folder of foldersOf(ours.keys())) {
    const graph = new Map();
    for (const [source, module] of ours) {
      if (!source.startsWith(`${folder}/`)) continue;
      const from = groupOf(source, folder);
      for (const { resolved } of module.dependencies) {
        if (!ours.has(resolved) || !resolved.startsWith(`${folder}/`)) continue;
        const to = groupOf(resolved, folder);
        if (to !== from) graph.set(from, (graph.get(from) ?? new Set()).add(to));
      }
    }
    for (const members of stronglyConnected(graph)) knots.push({ folder, members });
  }
  return knots;
}

/** Every folder that holds one of the files, up to (not above) its top-level folder. */
function foldersOf(sources) {
  const folders = new Set();
  for (const source of sources) {
    const parts = source.split('/').slice(0, -1);
    for (let n = 1; n <= parts.length; n++) folders.add(parts.slice(0, n).join('/'));
  }
  return [...folders].sort();
}

/** `room/` for a file in a subfolder of `folder`, `file.ts` for one of its loose files. */
function groupOf(source, folder) {
  const [head, ...rest] = source.slice(folder.length + 1).split('/');
  return rest.length ? `${head}/` : head;
}

/** Tarjan's strongly connected components of more than one node, each sorted. */
function stronglyConnected(graph) {
  const index = new Map(),
    low = new Map(),
    stack = [],
    onStack = new Set(),
    found = [];
  const visit = (node) => {
    index.set(node, index.size);
    low.set(node, index.get(node));
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), index.get(next)));
    }
    if (low.get(node) !== index.get(node)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) found.push(component.sort());
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return found;
}

const options = await extractDepcruiseOptions('./.dependency-cruiser.cjs');
const { output: result } = await cruise(ROOTS, options);
const rules = await format(result, { outputType: 'err' });
const knots = folderKnots(result.modules);
if (rules.exitCode) process.stdout.write(rules.output);
for (const { folder, members } of knots) console.log(`  error no-folder-knot: ${folder}/: ${members.join(' <-> ')}`);
console.log(`dependency rules broken: ${result.summary.violations.length}; folder knots: ${knots.length}`);
process.exitCode = rules.exitCode || knots.length ? 1 : 0;
