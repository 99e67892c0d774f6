// Styles several elements share: VS Code's button look and the definition lists of numbers (the
// header's, and the result panel's in the ending chunk, which the page hands them to).
import { css } from 'lit';

export const buttonStyles = css`
  button { font: inherit; padding: 2px 10px; min-height: 24px; border: 1px solid var(--vscode-button-border, transparent); border-radius: 2px; color: var(--vscode-button-secondaryForeground, var(--vscode-button-foreground)); background: var(--vscode-button-secondaryBackground, var(--vscode-button-background)); cursor: pointer; }
  button:hover:not(:disabled) { background: var(--vscode-button-secondaryHoverBackground, var(--vscode-button-hoverBackground)); }
  button.primary { color: var(--vscode-button-foreground); background: var(--vscode-button-background); }
  button.primary:hover:not(:disabled) { background: var(--vscode-button-hoverBackground); }
  button:focus-visible { outline: 1px solid var(--vscode-focusBorder); outline-offset: 2px; }
  button:disabled { opacity: 0.5; cursor: default; }
`;

export const figureStyles = css`
  dl { display: flex; gap: 14px; margin: 0; font-variant-numeric: tabular-nums; }
  dl div { display: flex; gap: 4px; }
  dt { color: var(--vscode-descriptionForeground); }
  dd { margin: 0; }
`;
