// Show Me How preview: the toolbar with its button and the solver bar while the solution plays and
// when paused, in light, dark and high contrast, on a full tab and a 340 px one; checks that starting,
// pausing and stopping the show moves neither the table nor the toolbar.
//
//   node test/support/show-me-preview.mjs     screenshots into test-output/show-me/
//
// Needs chromium (`apt-get install -y chromium`); CHROMIUM overrides the path.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { OUT, REPO, launchChromium, open, progressCount, startPreview } from './webview-page.mjs';

const SHOTS = path.join(OUT, 'show-me');
const SIZES = { full: { width: 1280, height: 720 }, narrow: { width: 340, height: 640 } };
const APP = "document.querySelector('patience-app').shadowRoot";

/** Where the header and the table are: a show must not move them. */
const boxes = (page) =>
  page.evaluate(`(() => {
  const root = ${APP};
  const box = (el) => { const r = el.getBoundingClientRect(); return [r.x, r.y, r.width, r.height].map(Math.round).join(','); };
  return { header: box(root.querySelector('patience-header')), table: box(root.querySelector('patience-table')) };
})()`);

const barButton = (page, label) => page.locator('patience-solver-bar button', { hasText: label });

async function main() {
  fs.mkdirSync(SHOTS, { recursive: true });
  execFileSync(process.execPath, ['esbuild.mjs', '--production', 'webview', 'solver-worker'], {
    cwd: REPO,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const preview = await startPreview();
  const browser = await launchChromium();
  const problems = [];
  try {
    for (const [size, viewport] of Object.entries(SIZES)) {
      for (const theme of ['light', 'dark', 'hc']) {
        const page = await browser.newPage({ viewport });
        await open(page, preview.base, { theme, game: 'pileon', deal: '1' });
        const showMe = page.locator('patience-header button', { hasText: 'Show me' });
        await showMe.waitFor();
        // The background check proves the deal: Finish appears, so the line is known.
        await barButton(page, 'Finish').waitFor({ timeout: 60000 });
        const before = await boxes(page);
        await page.locator('patience-header').screenshot({ path: path.join(SHOTS, `${size}-${theme}-toolbar.png`) });
        await showMe.click();
        await barButton(page, 'Pause').waitFor();
        await page.waitForFunction(() => window.__posted.filter((m) => m.type === 'progress').length >= 2, undefined, { polling: 50 });
        const during = await boxes(page);
        await page.screenshot({ path: path.join(SHOTS, `${size}-${theme}-showing.png`) });
        // By keyboard: Enter on Pause leaves the focus on the same button, now Go on.
        await barButton(page, 'Pause').focus();
        await page.keyboard.press('Enter');
        await barButton(page, 'Go on').waitFor();
        const focused = await page.evaluate(`${APP}.querySelector('patience-solver-bar').shadowRoot.activeElement?.textContent`);
        if (focused !== 'Go on') problems.push(`${size} ${theme}: after Enter on Pause the focus is on ${focused}`);
        await page.screenshot({ path: path.join(SHOTS, `${size}-${theme}-paused.png`) });
        await barButton(page, 'Stop').click();
        await barButton(page, 'Stop').waitFor({ state: 'detached' });
        const after = await boxes(page);
        for (const [when, seen] of [
          ['showing', during],
          ['stopped', after],
        ]) {
          if (JSON.stringify(seen) !== JSON.stringify(before))
            problems.push(`${size} ${theme}: ${when} moved ${JSON.stringify(before)} → ${JSON.stringify(seen)}`);
        }
        console.log(`${size} ${theme}: ${await progressCount(page)} moves shown, header/table ${JSON.stringify(before)}`);
        await page.close();
      }
    }
  } finally {
    await browser.close();
    preview.close();
  }
  if (problems.length) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
  console.log(`screenshots in ${path.relative(REPO, SHOTS)}/; nothing moved`);
}

await main();
