// @vitest-environment happy-dom
// The sidebar's recent results open a replay: each result with a game id (and a record to replay,
// so not one imported without) has a Replay button named after its game, which asks the host to
// replay that game; a snapshot with a malformed id is refused whole.
import { beforeEach, describe, expect, it } from 'vitest';
import { parseStatsHostMessage, parseStatsViewMessage } from '../../../src/protocol/stats-protocol';
import '../../../webview/stats/patience-stats-view';
import type { PatienceStatsView } from '../../../webview/stats/patience-stats-view';
import { fromHost, mount, recent, sampleSnapshot, scopeStats, shadow, snapshotMessage, text, vscode } from './support';

let view: PatienceStatsView;
beforeEach(async () => {
  document.body.replaceChildren();
  vscode.posted = [];
  view = await mount('patience-stats-view', {});
});

const recentList = (card: number) =>
  shadow(shadow([...shadow(view).querySelectorAll('patience-stats-card')][card]).querySelector('patience-stats-recent')!);

describe('Replay in the recent results', () => {
  it('asks the host to replay that game; imported games without a record and results without an id have none', async () => {
    const snapshot = sampleSnapshot();
    const rows = recent('WLA').map((r, i) =>
      i === 0 ? { ...r, id: 'game00000001' } : i === 1 ? { ...r, id: 'game00000002', unverified: true } : r,
    );
    await fromHost(snapshotMessage({ ...snapshot, total: scopeStats('all', { ...snapshot.total, recent: rows }) }));
    const buttons = [...recentList(0).querySelectorAll('button.replay')];
    expect(buttons.map((b) => [text(b), b.getAttribute('aria-label')])).toEqual([['Replay', 'Replay Cruel #1000']]);
    (buttons[0] as HTMLButtonElement).click();
    expect(vscode.posted.at(-1)).toEqual({ type: 'replay', id: 'game00000001' });
  });

  it('the messages are checked on both sides', () => {
    expect(parseStatsViewMessage({ type: 'replay', id: 'game00000001' }).ok).toBe(true);
    expect(parseStatsViewMessage({ type: 'replay', id: '<script>' }).ok).toBe(false);
    expect(parseStatsViewMessage({ type: 'replay' }).ok).toBe(false);
    const snapshot = sampleSnapshot();
    const bad = { ...snapshot, total: { ...snapshot.total, recent: [{ ...snapshot.total.recent[0], id: 42 }] } };
    expect(parseStatsHostMessage(snapshotMessage(snapshot)).ok).toBe(true);
    expect(parseStatsHostMessage(snapshotMessage(bad as unknown as typeof snapshot)).ok).toBe(false);
  });
});
