// A folder of small JSON files under the extension's global storage (context.globalStorageUri): this
// machine's, shared by all its windows, each file written whole by one window. A file that is rewritten
// goes through a file beside it that is then renamed over it: another window reading it meanwhile finds
// the old file, none, or the new one, never half of one. A file written once (a journal entry) is written
// in place: the window may close the moment after, and a file left beside would never be renamed (in a
// browser window the rename goes through the page that closed), while one written in place holds either
// the whole value or no JSON at all, which readers refuse. Through vscode.workspace.fs only, so the web
// extension host has it too.
import * as vscode from 'vscode';
import { type ValueLimits, readBounded } from '../../protocol/bounded-value';

/** How the file a write goes through ends (storage-sweep.ts removes those a write cut short left). */
export const BESIDE = '.tmp';

export class StorageFolder {
  private made: Thenable<void> | undefined;

  constructor(
    readonly uri: vscode.Uri,
    readonly fs: vscode.FileSystem = vscode.workspace.fs,
  ) {}

  /** The folder `name` inside this one. */
  sub(name: string): StorageFolder {
    return new StorageFolder(vscode.Uri.joinPath(this.uri, name), this.fs);
  }

  /** Writes `value` as the file `name` (replacing it whole), making the folder first if needed. Resolves once written. */
  async write(name: string, value: unknown): Promise<void> {
    await this.make();
    // Not named *.json: a file left by a window that died here is never taken for one.
    const beside = this.file(`${name}.${Math.random().toString(36).slice(2, 10)}${BESIDE}`);
    try {
      await this.fs.writeFile(beside, encode(value));
      await this.fs.rename(beside, this.file(name), { overwrite: true });
    } catch (error) {
      // A full disk may have written part of it; a refused rename leaves all of it.
      await this.fs.delete(beside).then(undefined, () => undefined);
      throw error;
    }
  }

  /** Writes `value` as the new file `name`, which is never rewritten, in place. Resolves once written. */
  async writeOnce(name: string, value: unknown): Promise<void> {
    await this.make();
    await this.fs.writeFile(this.file(name), encode(value));
  }

  /** The file's JSON; undefined when there is no such file; an Error saying why when it holds no JSON, or too much (bounded-value.ts). */
  async read(name: string, limits?: ValueLimits): Promise<unknown> {
    let bytes: Uint8Array;
    try {
      bytes = await this.fs.readFile(this.file(name));
    } catch {
      return undefined;
    }
    const read = readBounded(bytes, limits);
    if (!read.ok) throw new Error(read.error);
    return read.value;
  }

  /** The names of the files in the folder (none when it does not exist yet). */
  async names(): Promise<string[]> {
    try {
      const entries = await this.fs.readDirectory(this.uri);
      return entries.filter(([, type]) => type === vscode.FileType.File).map(([name]) => name);
    } catch {
      return [];
    }
  }

  /** Deletes the file; one already gone is fine. */
  async remove(name: string): Promise<void> {
    try {
      await this.fs.delete(this.file(name));
    } catch {
      // already gone (another window removed it, or it was never written)
    }
  }

  private async make(): Promise<void> {
    try {
      await (this.made ??= this.fs.createDirectory(this.uri));
    } catch (error) {
      this.made = undefined; // tried again next time
      throw error;
    }
  }

  /** The file `name` in this folder. */
  file(name: string): vscode.Uri {
    return vscode.Uri.joinPath(this.uri, name);
  }
}

const encode = (value: unknown): Uint8Array => new TextEncoder().encode(JSON.stringify(value));
