// Styles of the statistics page: the page itself, and what several of its elements share (the link
// buttons, text only screen readers hear, the outcome colours). Everything comes from VS Code's
// theme variables, so light, dark and high-contrast themes all read well.
import { css } from 'lit';

export const pageStyles = css`
  html,
  body {
    margin: 0;
    padding: 0;
  }
  body {
    font-family: var(--vscode-font-family, system-ui, sans-serif);
    font-size: var(--vscode-font-size, 13px);
    color: var(--vscode-foreground);
    /* The side bar's colour, painted by the page itself: a transparent page has no colour of its own, and a contrast
       check (axe-core) then measures its text against white. */
    background: var(--vscode-sideBar-background, var(--vscode-editor-background));
    /* Outcome colours: VS Code's chart palette, which every theme (high contrast too) defines. */
    --patience-won: var(--vscode-charts-green, #388a34);
    --patience-lost: var(--vscode-charts-red, #e51400);
    --patience-abandoned: var(--vscode-charts-yellow, #bf8803);
    --patience-card-border: var(--vscode-widget-border, var(--vscode-panel-border, rgb(128 128 128 / 0.35)));
    --patience-grid: rgb(128 128 128 / 0.45);
  }
  body.vscode-high-contrast,
  body.vscode-high-contrast-light {
    --patience-card-border: var(--vscode-contrastBorder);
    --patience-grid: var(--vscode-contrastBorder);
  }
`;

export const sharedStyles = css`
  :host {
    display: block;
  }
  .sr-only {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
    border: 0;
  }
  /* Buttons that look like VS Code's links: they act on this page, they do not navigate. */
  button.link {
    font: inherit;
    padding: 0;
    border: 0;
    background: none;
    color: var(--vscode-textLink-foreground);
    cursor: pointer;
    text-align: start;
  }
  button.link:hover {
    color: var(--vscode-textLink-activeForeground, var(--vscode-textLink-foreground));
    text-decoration: underline;
  }
  button:focus-visible,
  summary:focus-visible,
  [tabindex]:focus-visible {
    outline: 1px solid var(--vscode-focusBorder);
    outline-offset: 2px;
  }
`;

/** An outcome said in words (the last results, today's deals), in the outcome's colour. */
export const outcomeTextStyles = css`
  .won {
    color: var(--patience-won);
  }
  .lost {
    color: var(--patience-lost);
  }
  .abandoned {
    color: var(--vscode-descriptionForeground);
  }
  /* A win with help is no win of the player's own: not the wins' green. */
  .assisted {
    color: var(--vscode-foreground);
    font-style: italic;
  }
`;

/** The frame of each card on the page (a game's numbers, today's deals): a bordered section and its title row. */
export const cardStyles = css`
  section {
    border: 1px solid var(--patience-card-border);
    border-radius: 4px;
    padding: 8px 10px 10px;
  }
  header {
    display: flex;
    align-items: baseline;
    justify-content: space-between;
    gap: 0 8px;
  }
  h2 {
    margin: 0;
    font-size: 1.08em;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

/**
 * What the charts share: a caption, a plot of bars on a grid of columns with the top's value at the
 * left, axis dates under it, and the table a screen reader gets instead (the plot is hidden from it).
 */
export const chartStyles = css`
  figure {
    margin: 0 0 10px;
  }
  figcaption {
    font-size: 0.85em;
    color: var(--vscode-descriptionForeground);
    margin-bottom: 4px;
  }
  .plot {
    display: grid;
    grid-template-columns: auto 1fr;
    column-gap: 6px;
    font-size: 0.8em;
    font-variant-numeric: tabular-nums;
    color: var(--vscode-descriptionForeground);
  }
  .scale {
    display: flex;
    flex-direction: column;
    justify-content: space-between;
    text-align: end;
    line-height: 1;
  }
  /* A column a bar; labels under the bars may sit in the same columns. */
  .bars,
  .columns {
    display: grid;
    grid-auto-flow: column;
    grid-auto-columns: 1fr;
    column-gap: 3px;
  }
  .bars {
    position: relative;
    border-top: 1px dashed var(--patience-grid);
  }
  .dates {
    grid-column: 2;
    margin-top: 3px;
    white-space: nowrap;
  }
  .won {
    background: var(--patience-won);
  }
  .lost {
    background: var(--patience-lost);
  }
  .abandoned {
    border: 1.5px solid var(--patience-abandoned);
  }
  .assisted {
    border: 1.5px solid var(--patience-won);
  }
  .legend {
    display: flex;
    flex-wrap: wrap;
    gap: 2px 12px;
    margin-top: 4px;
    font-size: 0.85em;
    color: var(--vscode-descriptionForeground);
  }
  .legend span::before {
    content: '';
    display: inline-block;
    width: 8px;
    height: 8px;
    margin-inline-end: 4px;
    vertical-align: -1px;
    box-sizing: border-box;
  }
  .legend .won,
  .legend .assisted,
  .legend .lost,
  .legend .abandoned {
    background: none;
    border: 0;
  }
  .legend .won::before {
    background: var(--patience-won);
  }
  .legend .lost::before {
    background: var(--patience-lost);
  }
  .legend .abandoned::before {
    border: 1.5px solid var(--patience-abandoned);
  }
  .legend .assisted::before {
    border: 1.5px solid var(--patience-won);
  }
`;
