// @vitest-environment happy-dom
// The game page and the statistics view as a Russian player gets them: the host wrote lang="ru"
// into the page, so the Russian tables load before any element is defined. Nothing English shows:
// header, buttons, accessible names, announcements, rules page, statistics.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { rulesOf } from '../../src/engine';
import { CYRILLIC } from './text';

// Set before the webview modules are imported (below, dynamically): they read <html lang> once.
document.documentElement.lang = 'ru';

type Support = typeof import('../webview/support');
let page: Support;

beforeAll(async () => {
  page = await import('../webview/support');
  await import('../../webview/stats/patience-stats-view');
});

const shadowText = (root: Element | ShadowRoot): string =>
  [...root.childNodes]
    .map((n) =>
      n.nodeType === 3 ? n.textContent : n instanceof Element ? `${n.shadowRoot ? shadowText(n.shadowRoot) : ''} ${shadowText(n)}` : '',
    )
    .join(' ');

describe('the game page in Russian', () => {
  it('shows the header, the buttons and the table in Russian', async () => {
    page.resetPage();
    const app = await page.mountApp();
    await page.load({ game: 'bakers-game', variant: 'kings', deal: 11, moves: [] });
    const header = app.shadowRoot!.querySelector('patience-header')!.shadowRoot!;
    expect(header.querySelector('h1')!.textContent).toBe('Игра пекаря (только короли)');
    expect(header.querySelector('.deal')!.textContent).toBe('Раздача 11');
    expect([...header.querySelectorAll('button')].map((b) => b.textContent!.trim())).toEqual(
      expect.arrayContaining(['Новая', 'Заново', 'Отменить', 'Вернуть', 'Правила']),
    );
    expect(page.tableOf(app).getAttribute('aria-label')).toBe('Игровой стол: Игра пекаря');
  });

  it('names cards and piles for screen readers in Russian', async () => {
    page.resetPage();
    const app = await page.mountApp();
    await page.load({ game: 'bakers-game', variant: 'kings', deal: 11, moves: [] });
    const labels = [...page.tableOf(app).shadowRoot!.querySelectorAll('patience-pile')].map((p) => p.getAttribute('aria-label')!);
    expect(labels).toContain('свободная ячейка 1, пусто');
    expect(labels.find((l) => l.startsWith('база 1'))).toBe('база 1, пусто, можно положить туза');
    expect(labels.find((l) => l.startsWith('столбец 1,'))).toMatch(/^столбец 1, 7 карт: ([а-яё]+ (треф|бубен|червей|пик)(, )?){7}$/);
    const tableau1 = rulesOf('bakers-game').piles.findIndex((p) => p.id === 'tableau-1');
    const card = page.cardOf(app, tableau1, 0).getAttribute('aria-label')!;
    expect(card).toMatch(/^[а-яё]+ (треф|бубен|червей|пик), лицом вверх, столбец 1, карта 1 из 7$/);
  });

  it('announces a move in Russian', async () => {
    page.resetPage();
    const app = await page.mountApp();
    await page.load({ game: 'bakers-game', variant: 'kings', deal: 11, moves: [] });
    const live = () => app.shadowRoot!.querySelector('.live')!.textContent!;
    await page.fromHost({ type: 'command', command: 'undo' });
    expect(live()).toContain('Отменять нечего.');
  });

  it('opens the rules page in Russian', async () => {
    page.resetPage();
    const app = await page.mountApp();
    await page.load({ game: 'maze', deal: 1, moves: [] });
    await page.fromHost({ type: 'command', command: 'showRules' });
    // The rules panel comes in a chunk, transformed on first import: on a loaded machine that took more than half a second.
    await vi.waitFor(() => expect(app.shadowRoot!.querySelector('patience-rules-panel')).not.toBeNull(), { timeout: 10_000 });
    const panel = app.shadowRoot!.querySelector('patience-rules-panel')!;
    expect(panel.shadowRoot!.querySelector('h2')!.textContent).toBe('Подземелье');
    expect(panel.shadowRoot!.querySelector('button')!.textContent).toBe('Закрыть');
  });

  it('has no English word anywhere on the table', async () => {
    page.resetPage();
    const app = await page.mountApp();
    await page.load({ game: 'spider-three-decks', deal: 5, moves: [] });
    const attributes = [...page.tableOf(app).shadowRoot!.querySelectorAll('*')].flatMap((el) => [
      el.getAttribute('aria-label') ?? '',
      el.getAttribute('title') ?? '',
    ]);
    const header = app.shadowRoot!.querySelector('patience-header')!;
    const headerAttributes = [...header.shadowRoot!.querySelectorAll('[title], [aria-label]')].flatMap((el) => [
      el.getAttribute('title') ?? '',
      el.getAttribute('aria-label') ?? '',
    ]);
    const words = [shadowText(header.shadowRoot!), ...attributes, ...headerAttributes].join(' ').match(/[A-Za-z]{2,}/g) ?? [];
    expect(words.filter((w) => !['Esc', 'Ctrl'].includes(w))).toEqual([]);
    expect(CYRILLIC.test(shadowText(header.shadowRoot!))).toBe(true);
  });
});

describe('the statistics view in Russian', () => {
  it('shows its figures, dates, plurals and the daily deals in Russian', async () => {
    const { sampleSnapshot, snapshotMessage } = await import('../webview/stats/support');
    document.body.replaceChildren();
    const view = document.createElement('patience-stats-view') as HTMLElement & { updateComplete: Promise<unknown> };
    document.body.append(view);
    await view.updateComplete;
    window.dispatchEvent(new MessageEvent('message', { data: snapshotMessage(sampleSnapshot()) }));
    for (let i = 0; i < 20; i++) await new Promise((r) => setTimeout(r, 5));
    const text = shadowText(view.shadowRoot!).replace(/\s+/g, ' ');
    expect(text).toContain('Все игры');
    expect(text).toContain('Жестокость');
    expect(text).toContain('Доля побед');
    expect(text).toContain('60 %');
    expect(text).toMatch(/Последние 5 партий/);
    expect(text).toMatch(/апр\. 2025/);
    expect(text).toContain('Раздачи дня 2 декабря (UTC)');
    expect(text).toMatch(/Жестокость №1114952860.*✓ Победа · 3 дня подряд \(лучшая — 5\)/);
    expect((text.match(/[A-Za-z]{2,}/g) ?? []).filter((w) => w !== 'Esc' && w !== 'UTC')).toEqual([]);
  });
});
