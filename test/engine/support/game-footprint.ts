// Which source files outside a game's own folders name that game: import its folder, write its id (as a string
// or a key) or its name. Read with TypeScript's parser, so comments and longer strings ("FreeCell's ancestor") do not count.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

export const ROOT = join(__dirname, '..', '..', '..');

/** The .ts files under a folder of the repository, at any depth, as paths from its root. */
export function sourceFiles(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** What a file says that can name a game: module paths, string literals, and the keys of objects and types. */
export interface Mentions {
  readonly modulePaths: readonly string[];
  readonly strings: readonly string[];
  readonly keys: readonly string[];
}

export function mentionsIn(text: string, fileName = 'x.ts'): Mentions {
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const modulePaths: string[] = [];
  const strings: string[] = [];
  const keys: string[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier))
      modulePaths.push(node.moduleSpecifier.text);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0])
      modulePaths.push(node.arguments[0].getText(file));
    else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) strings.push(node.text);
    if ((ts.isPropertyAssignment(node) || ts.isPropertySignature(node) || ts.isShorthandPropertyAssignment(node)) && node.name)
      keys.push(ts.isIdentifier(node.name) || ts.isStringLiteral(node.name) ? node.name.text : node.name.getText(file));
    ts.forEachChild(node, visit);
  };
  visit(file);
  return { modulePaths, strings, keys };
}

/** What names one game: its id, its names, and words that must not count as it (a pile kind spelt as its id). */
export interface GameMarks {
  readonly id: string;
  readonly names: readonly string[];
  /** Strings and keys that are its id but mean something else in the whole engine (FreeCell's id is also a pile kind, "freecell"). */
  readonly idIsAlsoAWord: boolean;
}

/** Whether `mentions` name the game: an import of its folder, its id as a string or key (unless the id is also a word), or its name. */
export function namesGame(mentions: Mentions, game: GameMarks): boolean {
  if (mentions.modulePaths.some((path) => path.split(/[/`'"]/).includes(game.id))) return true;
  if (mentions.strings.some((text) => game.names.includes(text))) return true;
  if (game.idIsAlsoAWord) return false;
  return mentions.strings.includes(game.id) || mentions.keys.includes(game.id);
}

/** What each of `files` says that can name a game, read once. */
export const mentionsOf = (files: readonly string[]): ReadonlyMap<string, Mentions> =>
  new Map(files.map((file) => [file, mentionsIn(readFileSync(join(ROOT, file), 'utf8'), file)]));

/** The files that name the game, leaving out those under `ownFolders`. */
export const filesNaming = (game: GameMarks, mentions: ReadonlyMap<string, Mentions>, ownFolders: readonly string[]): string[] =>
  [...mentions]
    .filter(([file, said]) => !ownFolders.some((folder) => file.startsWith(`${folder}/`)) && namesGame(said, game))
    .map(([file]) => file);
