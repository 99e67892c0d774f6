// The statistics tests' handles on the fake VS Code: webview views, the window focus event, file
// dialogs and workspace.fs now live in the shared double (test/support/vscode-double.ts); these
// names forward to it, and `double.reset()` resets them too.
export { double as extras, fakeView } from '../../support/vscode-double';
