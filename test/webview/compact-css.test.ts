// The production build's compaction of Lit's css`` templates (esbuild.mjs): only what CSS ignores goes.
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const { compactCss } = (await import(pathToFileURL(join(__dirname, '../../esbuild.mjs')).href)) as { compactCss: (css: string) => string };

describe('compactCss', () => {
  it('takes out white space and comments, keeping descendant combinators and values', () => {
    const css = `
      /* the pile's outline */
      :host([hover]) .drop { border-style: solid; box-shadow: 0 0 12px var(--patience-target); }
      p, ul > li { margin: 0.4em 0; }
      @media (max-width: 560px) { .status { height: 46px; } }
    `;
    expect(compactCss(css)).toBe(':host([hover]) .drop{border-style:solid;box-shadow:0 0 12px var(--patience-target)}p,ul>li{margin:0.4em 0}@media (max-width:560px){.status{height:46px}}');
  });

  it('leaves the spaces of a template with a quoted string alone', () => {
    expect(compactCss(".a::before { content: ' : '; }")).toBe(".a::before { content: ' : '; }");
  });
});
