// Deal links in a browser VS Code and in bursts (issues 23 and 24): Open Deal Link… never reads a browser's
// clipboard and never waits long for a desktop one; Copy Deal Link makes a link desktop VS Code opens, with the
// deal's name, and Open Deal Link… reads it back; a burst of links asks once and leaves one saved game.
import { beforeEach, describe, expect, it } from 'vitest';
import { CLIPBOARD_WAIT_MS } from '../../src/host/deals/deal-link-commands';
import { UIKind, env } from '../support/vscode-double';
import { activated, double, loaded, loadedId, progress, run, savedIds, settle, withMoves } from './harness';

beforeEach(() => {
  activated();
});

/** Opens a game tab with `command` and lets its page say it is ready. */
async function openTable(command = 'patience.newGame.cruel') {
  await run(command);
  if (double.panel.sent('load').length === 0) double.panel.fromPage({ type: 'ready' });
  return loaded();
}

/** Replaces the clipboard's readText for one test; counts the reads. */
function clipboardReads(read: () => Promise<string>): { count: () => number; restore: () => void } {
  const original = env.clipboard.readText;
  let count = 0;
  env.clipboard.readText = () => {
    count++;
    return read();
  };
  return { count: () => count, restore: () => void (env.clipboard.readText = original) };
}

/** Runs Open Deal Link… with no text; what its box was offered, and whether a box opened at all. */
async function openDealLinkBox(): Promise<{ opened: boolean; offered: string | undefined }> {
  let opened = false;
  let offered: string | undefined;
  double.answerInputBox = (options) => {
    opened = true;
    offered = options.value;
    return undefined;
  };
  await run('patience.openDealLink');
  return { opened, offered };
}

describe('Open Deal Link… and the clipboard', () => {
  it('in a browser VS Code does not read the clipboard (its read shows an error and waits): an empty box, no error', async () => {
    env.uiKind = UIKind.Web;
    env.clipboard.text = 'Maze #5';
    const reads = clipboardReads(() => new Promise<string>(() => undefined));
    try {
      expect(await openDealLinkBox()).toEqual({ opened: true, offered: undefined });
    } finally {
      reads.restore();
    }
    expect(reads.count()).toBe(0);
    expect(double.shown).toEqual([]);
  });

  it(`on a desktop, a clipboard that never answers holds the box ${CLIPBOARD_WAIT_MS} ms at most; one that fails opens it at once`, async () => {
    for (const read of [() => new Promise<string>(() => undefined), () => Promise.reject(new Error('no clipboard'))]) {
      const reads = clipboardReads(read);
      try {
        expect(await openDealLinkBox()).toEqual({ opened: true, offered: undefined });
      } finally {
        reads.restore();
      }
      expect(reads.count()).toBe(1);
    }
    expect(double.shown).toEqual([]);
  });

  it('the box stays open when the focus leaves it (to copy a link elsewhere, or a game tab taking it as it loads)', async () => {
    let ignoreFocusOut: boolean | undefined;
    double.answerInputBox = (options) => {
      ignoreFocusOut = options.ignoreFocusOut;
      return undefined;
    };
    await run('patience.openDealLink');
    expect(ignoreFocusOut).toBe(true);
  });

  it('a clipboard of over a megabyte is refused by its length: the box opens empty', async () => {
    env.clipboard.text = `Maze${' '.repeat(1 << 20)}5`;
    expect(await openDealLinkBox()).toEqual({ opened: true, offered: undefined });
  });
});

describe('Copy Deal Link', () => {
  const copied = async (scheme: string, uiKind = UIKind.Desktop) => {
    env.uriScheme = scheme;
    env.uiKind = uiKind;
    try {
      await run('patience.copyDealLink');
    } finally {
      env.uriScheme = 'vscode';
    }
    return env.clipboard.text;
  };

  it("in a browser VS Code (code-server's code-oss scheme) copies the deal's name and a vscode:// link", async () => {
    const { record } = await openTable('patience.newGame.maze');
    expect(await copied('code-oss', UIKind.Web)).toBe(
      `Maze #${record.deal}\nvscode://patience-dev.patience/play?game=maze&deal=${record.deal}`,
    );
    expect(await copied('some-fork')).toBe(`Maze #${record.deal}\nvscode://patience-dev.patience/play?game=maze&deal=${record.deal}`);
  });

  it("in a desktop build keeps its own scheme: Insiders', VSCodium's", async () => {
    const { record } = await openTable('patience.newGame.pileon');
    for (const scheme of ['vscode-insiders', 'vscodium', 'vscodium-insiders']) {
      expect(await copied(scheme)).toBe(`Pileon #${record.deal}\n${scheme}://patience-dev.patience/play?game=pileon&deal=${record.deal}`);
    }
  });

  it('gives what Open Deal Link… opens again: the box offers its link, and the text handed in deals it', async () => {
    double.config.set('patience.bakersGame.rules', 'any');
    const { record } = await openTable('patience.newGame.bakers-game');
    const text = await copied('code-oss', UIKind.Web);
    env.uiKind = UIKind.Desktop;
    expect((await openDealLinkBox()).offered).toBe(text.split('\n')[1]);
    double.config.set('patience.bakersGame.rules', 'kings');
    await run('patience.newGame.maze');
    await run('patience.openDealLink', text);
    expect(loaded().record).toEqual({ ...record, variant: 'any' });
  });
});

describe('a burst of deal links', () => {
  const uri = (deal: number) => ({ path: '/play', query: `game=maze&deal=${deal}` });

  it('asks once whether to abandon the game, opens the newest link, and keeps no untouched game saved', async () => {
    const { record } = await openTable();
    double.panel.fromPage(progress(withMoves(record, 1)));
    await settle();
    let questions = 0;
    double.answerMessage = (shown) => {
      questions++;
      return shown.items[0];
    };
    await Promise.all(Array.from({ length: 100 }, (_, i) => double.uriHandler!.handleUri(uri(i + 1))));
    await settle();
    expect(questions).toBe(1);
    expect(loaded().record).toEqual({ game: 'maze', deal: 100, moves: [] });
    expect(savedIds()).toEqual([loadedId()]);
  });

  it('declined, opens none of the links that came while it asked', async () => {
    const { record } = await openTable();
    const played = withMoves(record, 1);
    double.panel.fromPage(progress(played));
    await settle();
    let questions = 0;
    double.answerMessage = () => void questions++;
    await Promise.all(Array.from({ length: 100 }, (_, i) => double.uriHandler!.handleUri(uri(i + 1))));
    expect(questions).toBe(1);
    expect(loaded().record).toEqual(record);
    expect(savedIds()).toHaveLength(1);
    // A link after the answer is a new one: asked about again.
    await double.uriHandler!.handleUri(uri(7));
    expect(questions).toBe(2);
  });

  it('with nothing to ask about, puts the newest link on the table and keeps only it saved', async () => {
    await Promise.all(Array.from({ length: 100 }, (_, i) => double.uriHandler!.handleUri(uri(i + 1))));
    double.panel.fromPage({ type: 'ready' });
    await settle();
    expect(double.panel.sent('load').map((load) => (load as { record: { deal: number } }).record.deal)).toEqual([100]);
    expect(savedIds()).toEqual([loadedId()]);
  });
});
