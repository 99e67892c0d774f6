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
    /* Outcome colours: VS Code's chart palette, which every theme (high contrast too) defines. */
    --patience-won: var(--vscode-charts-green, #388a34);
    --patience-lost: var(--vscode-charts-red, #e51400);
    --patience-abandoned: var(--vscode-charts-yellow, #bf8803);
    --patience-card-border: var(--vscode-widget-border, var(--vscode-panel-border, rgb(128 128 128 / 0.35)));
  }
  body.vscode-high-contrast,
  body.vscode-high-contrast-light {
    --patience-card-border: var(--vscode-contrastBorder);
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
