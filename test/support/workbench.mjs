// VS Code's own UI as the browser suites and scripts read and drive it (beside code-server.mjs, which starts and
// opens it): a webview by what its page holds, Running Extensions, an output channel, the simple file dialog, a
// walkthrough.
import { runCommand, until } from './code-server.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The content frame of the webview whose page holds `element` (e.g. the statistics sidebar's 'patience-stats-view'
 * beside a game tab's 'patience-app'), waiting until one does.
 */
export async function frameWith(page, element) {
  return until(
    `a webview with <${element}>`,
    async () => {
      for (const frame of page.frames()) {
        if (
          await frame
            .locator(element)
            .count()
            .catch(() => 0)
        )
          return frame;
      }
      return null;
    },
    Boolean,
  );
}

/**
 * The text of `name`'s row in Developer: Show Running Extensions: its activation time ("Activation: 12ms") and where it
 * runs (the server's address for the Node extension host, "web worker" for the web worker host). Closes the view
 * again (it opens as a modal editor in VS Code 1.139).
 */
export async function runningExtension(page, name) {
  await runCommand(page, 'Developer: Show Running Extensions');
  // The list is sorted by activation time, slowest first, and draws only the rows in view: scroll to the extension.
  const list = page.locator('.runtime-extensions-editor .monaco-list');
  const entry = list.locator('.monaco-list-row', { hasText: name }).first();
  await list.waitFor({ timeout: 60000 });
  for (let i = 0; i < 40 && !(await entry.isVisible()); i++) {
    await list.hover();
    await page.mouse.wheel(0, 200);
    await sleep(250);
  }
  const text = await entry.innerText();
  await until(
    'Running Extensions to close',
    async () => {
      if (await list.isVisible()) await page.keyboard.press('Escape');
      await sleep(300);
      return list.isVisible();
    },
    (visible) => visible === false,
  );
  return text;
}

/**
 * The lines of an output channel as the Output panel shows them (Output: Show Output Channels…, then `channel`): the
 * lines in view, enough to see whether a quiet log has any. Where a log lives in the browser (the web worker extension
 * host's), this is how to read it.
 */
export async function outputChannelLines(page, channel) {
  await runCommand(page, 'Output: Show Output Channels...');
  const exactly = new RegExp(`^${channel.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  await page
    .locator('.quick-input-list .monaco-list-row', { has: page.locator('.label-name', { hasText: exactly }) })
    .first()
    .click();
  const panel = page.locator('#workbench\\.panel\\.output');
  await until(
    `the Output panel to show ${channel}`,
    () => panel.locator('select').first().inputValue({ timeout: 1000 }),
    (value) => value === channel,
  );
  const text = await panel.locator('.monaco-editor .view-lines').innerText();
  return text.split('\n').filter((line) => line.trim() !== '');
}

/**
 * Opens `file` in VS Code's simple file dialog, which the command just run (e.g. an import) shows in the quick input, and
 * waits until the dialog has closed.
 */
export async function openInFileDialog(page, file) {
  const input = page.locator('.quick-input-widget input');
  await input.waitFor({ state: 'visible' });
  // The dialog fills in the folder it opens at a moment after it shows, and may fill it in again after the path is
  // typed: type until the path stays.
  await until(
    'the open dialog to show its folder',
    () => input.inputValue(),
    (value) => value.length > 0,
  );
  await until(
    'the path to stay in the open dialog',
    async () => {
      await input.fill(file);
      await sleep(300);
      return input.inputValue();
    },
    (value) => value === file,
  );
  await page.keyboard.press('Enter');
  await until(
    'the open dialog to close',
    () => input.isVisible(),
    (visible) => !visible,
  );
}

/**
 * What the open walkthrough shows: its title, and for each step (opened in turn with a click) its title, description
 * (its buttons' words included), buttons and picture: the alt text, the file's address, whether it loaded.
 */
export async function readWalkthrough(page) {
  const root = page.locator('.gettingStartedContainer');
  const title = root.locator('h2.category-title');
  await title.waitFor({ timeout: 30000 });
  const steps = root.locator('.getting-started-step');
  const picture = root.locator('.getting-started-media img');
  const shown = [];
  for (let i = 0; i < (await steps.count()); i++) {
    const step = steps.nth(i);
    await step.click();
    await until(
      `step ${i + 1} to open`,
      () => step.getAttribute('class'),
      (c) => / expanded( |$)/.test(c ?? ''),
    );
    // Each step has its own picture: wait for this one's (another alt text than the step before's) to load.
    const image = await until(
      `step ${i + 1}'s picture`,
      () =>
        picture.evaluate(
          (img) => ({ alt: img.alt, src: img.currentSrc || img.getAttribute('src') || '', loaded: img.complete && img.naturalWidth > 0 }),
          undefined,
          { timeout: 1000 },
        ),
      (p) => p.loaded && p.alt !== shown.at(-1)?.image.alt,
      30000,
    );
    shown.push({
      title: (await step.locator('.step-title').innerText()).trim(),
      description: (await step.locator('.step-description-container').innerText()).trim(),
      buttons: (await step.locator('.button-container .monaco-button').allInnerTexts()).map((b) => b.trim()),
      image,
    });
  }
  return { title: (await title.innerText()).trim(), steps: shown };
}
