// vscode.workspace.fs over the real disk, for host tests that need what a Map cannot give: real
// files left behind, files' times. Uris are the double's (test/support/vscode-double.ts), their path a
// real path. `faults` makes writes fail as a full disk does (ENOSPC, part of the file written) or
// renames as a refused one does (EACCES): chmod cannot refuse root, whom the tests may run as.
import { mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { FileType, type Uri } from './vscode-double';

/** An error as Node's fs gives it: a code and a message naming it. */
export const fsError = (code: string, what: string): Error => Object.assign(new Error(`${code}: ${what}`), { code });

export function diskFs() {
  /** `write`: every write fails with it after writing half the file; `rename`: every rename fails with it. */
  const faults: { write?: Error; rename?: Error } = {};
  const fs = {
    faults,
    async writeFile(uri: Uri, content: Uint8Array): Promise<void> {
      if (faults.write) {
        await writeFile(uri.path, content.slice(0, content.length >> 1));
        throw faults.write;
      }
      await writeFile(uri.path, content);
    },
    readFile: async (uri: Uri): Promise<Uint8Array> => new Uint8Array(await readFile(uri.path)),
    async readDirectory(uri: Uri): Promise<[string, FileType][]> {
      const entries = await readdir(uri.path, { withFileTypes: true });
      return entries.map((e) => [e.name, e.isDirectory() ? FileType.Directory : FileType.File]);
    },
    createDirectory: async (uri: Uri): Promise<void> => void (await mkdir(uri.path, { recursive: true })),
    async rename(source: Uri, target: Uri): Promise<void> {
      if (faults.rename) throw faults.rename;
      await rename(source.path, target.path);
    },
    delete: (uri: Uri): Promise<void> => rm(uri.path),
    async stat(uri: Uri): Promise<{ type: FileType; size: number; mtime: number; ctime: number }> {
      const s = await stat(uri.path);
      return { type: s.isDirectory() ? FileType.Directory : FileType.File, size: s.size, mtime: s.mtimeMs, ctime: s.ctimeMs };
    },
  };
  return fs;
}
