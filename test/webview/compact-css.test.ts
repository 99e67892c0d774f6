// The production build's compaction of Lit's css`` and html`` templates (esbuild.mjs): only what CSS
// and HTML ignore goes.
import ts from 'typescript';
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const { compactCss, compactHtml } = (await import(pathToFileURL(join(__dirname, '../../esbuild.mjs')).href)) as {
  compactCss: (css: string) => string;
  compactHtml: (typescript: typeof ts, source: string) => string;
};

describe('compactCss', () => {
  it('takes out white space and comments, keeping descendant combinators and values', () => {
    const css = `
      /* the pile's outline */
      :host([hover]) .drop { border-style: solid; box-shadow: 0 0 12px var(--patience-target); }
      p, ul > li { margin: 0.4em 0; }
      @media (max-width: 560px) { .status { height: 46px; } }
    `;
    expect(compactCss(css)).toBe(
      ':host([hover]) .drop{border-style:solid;box-shadow:0 0 12px var(--patience-target)}p,ul>li{margin:0.4em 0}@media (max-width:560px){.status{height:46px}}',
    );
  });

  it('leaves the spaces of a template with a quoted string alone', () => {
    expect(compactCss(".a::before { content: ' : '; }")).toBe(".a::before { content: ' : '; }");
  });
});

describe('compactHtml', () => {
  it("folds the white space of html`` templates' text to one space, never inside their expressions, strings, comments or other templates", () => {
    const source = [
      '// html`  a comment  `',
      "const words = 'two  spaces';",
      'const t = html`',
      '      <p',
      '        class="a"   title=${`keep  this`}>${x ? html`  <b>  ${"in  a string"}  </b>` : other`  not html  `}</p>',
      '    `;',
    ].join('\n');
    expect(compactHtml(ts, source)).toBe(
      [
        '// html`  a comment  `',
        "const words = 'two  spaces';",
        'const t = html` <p class="a" title=${`keep  this`}>${x ? html` <b> ${"in  a string"} </b>` : other`  not html  `}</p> `;',
      ].join('\n'),
    );
  });
});
