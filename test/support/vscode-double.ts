// A small stand-in for the `vscode` module, for host unit tests (test/vitest.config.mts aliases
// `vscode` here). It does what the host uses, records what the host showed or posted, and lets a
// test answer pickers and dialogs and play the webview's side. `double` holds the test's handles.

type Listener<T> = (value: T) => unknown;

export class Disposable {
  constructor(private readonly onDispose: () => void = () => {}) {}
  static from(...items: { dispose(): unknown }[]): Disposable {
    return new Disposable(() => items.forEach((item) => item.dispose()));
  }
  dispose(): void {
    this.onDispose();
  }
}

export class EventEmitter<T> {
  private listeners: Listener<T>[] = [];
  readonly event = (listener: Listener<T>, thisArg?: unknown, disposables?: Disposable[]): Disposable => {
    const bound: Listener<T> = (value) => listener.call(thisArg, value);
    this.listeners.push(bound);
    const disposable = new Disposable(() => (this.listeners = this.listeners.filter((l) => l !== bound)));
    disposables?.push(disposable);
    return disposable;
  };
  fire(value: T): void {
    for (const listener of [...this.listeners]) listener(value);
  }
  dispose(): void {
    this.listeners = [];
  }
}

export class Uri {
  private constructor(
    readonly scheme: string,
    readonly authority: string,
    readonly path: string,
  ) {}
  static file(path: string): Uri {
    return new Uri('file', '', path);
  }
  static from(parts: { scheme: string; authority?: string; path?: string }): Uri {
    return new Uri(parts.scheme, parts.authority ?? '', parts.path ?? '');
  }
  static joinPath(base: Uri, ...segments: string[]): Uri {
    return new Uri(base.scheme, base.authority, [base.path.replace(/\/$/, ''), ...segments].join('/'));
  }
  get fsPath(): string {
    return this.path;
  }
  toString(): string {
    return `${this.scheme}://${this.authority}${this.path}`;
  }
}

export enum ViewColumn {
  Active = -1,
  Beside = -2,
  One = 1,
}
export enum ConfigurationTarget {
  Global = 1,
  Workspace = 2,
  WorkspaceFolder = 3,
}

export enum FileType {
  Unknown = 0,
  File = 1,
  Directory = 2,
}
export enum QuickPickItemKind {
  Separator = -1,
  Default = 0,
}

export enum ProgressLocation {
  SourceControl = 1,
  Window = 10,
  Notification = 15,
}
export enum UIKind {
  Desktop = 1,
  Web = 2,
}

export const env = {
  language: 'en',
  uriScheme: 'vscode',
  /** Web in a browser VS Code (code-server, vscode.dev). */
  uiKind: UIKind.Desktop as UIKind,
  clipboard: {
    text: '',
    async readText(): Promise<string> {
      return env.clipboard.text;
    },
    async writeText(text: string): Promise<void> {
      env.clipboard.text = text;
    },
  },
};

type L10nMessage = { message: string; args?: unknown[] | Record<string, unknown>; comment?: string | string[] };

export const l10n = {
  /** The bundle VS Code would load for `env.language` (a test sets both to run the host in another language). */
  bundle: undefined as Record<string, string | { message: string }> | undefined,
  /** vscode.l10n.t: a message (with a comment, its key is `message/comment`) looked up in the bundle, then {0} filled in. */
  t(message: string | L10nMessage, ...rest: unknown[]): string {
    const m: L10nMessage = typeof message === 'string' ? { message, args: rest } : message;
    const key = m.comment === undefined ? m.message : `${m.message}/${[m.comment].flat().join('')}`;
    const found = l10n.bundle?.[key];
    const text = found === undefined ? m.message : typeof found === 'string' ? found : found.message;
    const args = (m.args ?? []) as Record<string, unknown>;
    return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in args ? String(args[name]) : whole));
  },
};

/** A webview panel as the extension sees it, plus `fromPage()` to post as the page would. */
export class FakePanel {
  title: string;
  iconPath: unknown;
  visible = true;
  active = true;
  disposed = false;
  revealed = 0;
  readonly posted: unknown[] = [];
  /** What the page posted (through `fromPage`), in order. */
  readonly received: unknown[] = [];
  /** How many messages the page had posted when the host last posted a `load`. */
  receivedBeforeLoad = 0;
  private readonly disposeEmitter = new EventEmitter<void>();
  private readonly viewStateEmitter = new EventEmitter<{ webviewPanel: FakePanel }>();
  private readonly messageEmitter = new EventEmitter<unknown>();
  readonly onDidDispose = this.disposeEmitter.event;
  readonly onDidChangeViewState = this.viewStateEmitter.event;
  readonly webview = {
    html: '',
    options: {} as Record<string, unknown>,
    cspSource: 'https://*.vscode-cdn.net',
    asWebviewUri: (uri: Uri): Uri => Uri.from({ scheme: 'https', authority: 'file+.vscode-resource.vscode-cdn.net', path: uri.path }),
    postMessage: async (message: unknown): Promise<boolean> => {
      if (!this.visible || this.disposed) return false;
      this.posted.push(structuredClone(message));
      if ((message as { type?: unknown }).type === 'load') this.receivedBeforeLoad = this.received.length;
      const answer = double.pageAnswers;
      if (answer) setTimeout(() => !this.disposed && answer(this, message), 0);
      return true;
    },
    onDidReceiveMessage: this.messageEmitter.event,
  };

  constructor(
    readonly viewType: string,
    title: string,
    readonly options: Record<string, unknown> = {},
  ) {
    this.title = title;
  }

  /** The page posts `message` to the host. */
  fromPage(message: unknown): void {
    this.received.push(message);
    this.messageEmitter.fire(message);
  }
  /** Messages posted to the page, of one type. */
  sent(type: string): Record<string, unknown>[] {
    return this.posted.filter((m): m is Record<string, unknown> => (m as { type?: unknown }).type === type);
  }
  setViewState(state: { visible: boolean; active: boolean }): void {
    Object.assign(this, state);
    this.viewStateEmitter.fire({ webviewPanel: this });
  }
  reveal(): void {
    this.revealed++;
    if (!this.visible) this.setViewState({ visible: true, active: true });
  }
  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    this.disposeEmitter.fire();
  }
}

/** A sidebar webview view, built on a panel (same webview, posting and page side): `panel` drives it. */
export function fakeView() {
  const panel = new FakePanel('patience.statistics', 'Statistics');
  const view = {
    webview: panel.webview,
    get visible() {
      return panel.visible;
    },
    onDidChangeVisibility: (listener: Listener<void>, thisArg?: unknown, disposables?: Disposable[]) =>
      panel.onDidChangeViewState(() => listener.call(thisArg), undefined, disposables),
    onDidDispose: panel.onDidDispose,
  };
  return { panel, view };
}

export class Memento {
  private readonly values = new Map<string, unknown>();
  synced: readonly string[] = [];
  get<T>(key: string, fallback?: T): T | undefined {
    return this.values.has(key) ? (structuredClone(this.values.get(key)) as T) : fallback;
  }
  async update(key: string, value: unknown): Promise<void> {
    if (value === undefined) this.values.delete(key);
    else this.values.set(key, structuredClone(value));
  }
  keys(): readonly string[] {
    return [...this.values.keys()];
  }
  setKeysForSync(keys: readonly string[]): void {
    this.synced = keys;
  }
}

/** A quick pick made with createQuickPick: its items change as the extension sets them; `accept` picks one as the player would. */
export class FakeQuickPick {
  title = '';
  placeholder = '';
  busy = false;
  items: readonly (QuickPickItem & Record<string, unknown>)[] = [];
  activeItems: readonly (QuickPickItem & Record<string, unknown>)[] = [];
  selectedItems: readonly (QuickPickItem & Record<string, unknown>)[] = [];
  shown = false;
  disposed = false;
  private readonly acceptEmitter = new EventEmitter<void>();
  private readonly hideEmitter = new EventEmitter<void>();
  readonly onDidAccept = this.acceptEmitter.event;
  readonly onDidHide = this.hideEmitter.event;
  show(): void {
    this.shown = true;
  }
  hide(): void {
    if (!this.shown) return;
    this.shown = false;
    this.hideEmitter.fire();
  }
  dispose(): void {
    this.disposed = true;
  }
  /** The player picks the item with this label. */
  accept(label: string): void {
    const item = this.items.find((i) => i.label === label);
    if (!item) throw new Error(`no item "${label}" in the quick pick`);
    this.selectedItems = [item];
    this.acceptEmitter.fire();
  }
}

interface Shown {
  readonly kind: 'info' | 'warning' | 'error';
  readonly message: string;
  readonly modal: boolean;
  readonly detail?: string;
  readonly items: string[];
}

type QuickPickItem = { label: string; kind?: QuickPickItemKind; description?: string; detail?: string };
type InputBoxOptions = {
  value?: string;
  ignoreFocusOut?: boolean;
  validateInput?: (text: string) => string | undefined | Promise<string | undefined>;
};

/** The test's handles on the fake VS Code. `reset()` before each test. */
export const double = {
  panels: [] as FakePanel[],
  shown: [] as Shown[],
  commands: new Map<string, (...args: unknown[]) => unknown>(),
  contextKeys: new Map<string, unknown>(),
  config: new Map<string, unknown>(),
  serializers: new Map<string, { deserializeWebviewPanel(panel: FakePanel, state: unknown): Promise<void> }>(),
  logLines: [] as string[],
  /** The status bar messages shown, in order. */
  statusBar: [] as string[],
  /** Answers the next dialog (showInformationMessage / showWarningMessage): the chosen item or undefined. */
  answerMessage: (_shown: Shown): string | undefined => undefined,
  answerQuickPick: (_items: QuickPickItem[]): QuickPickItem | undefined => undefined,
  answerInputBox: (_options: InputBoxOptions): string | undefined => undefined,
  /** Plays the page's side of a host message a real page answers (set by the host tests' harness). */
  pageAnswers: undefined as ((panel: FakePanel, message: unknown) => void) | undefined,
  configListeners: new EventEmitter<{ affectsConfiguration(section: string): boolean }>(),
  /** Webview view providers (the statistics sidebar), by view id: resolve one with a `fakeView()`. */
  viewProviders: new Map<string, { resolveWebviewView(view: unknown): void | Thenable<void> }>(),
  /** Fire `{ focused: true }` for the window gaining the focus. */
  windowState: new EventEmitter<{ focused: boolean }>(),
  /**
   * What workspace.fs holds, by path (folders are implied by the paths of their files). Two windows
   * of one machine share it: give the second window's double the first one's map.
   */
  files: new Map<string, Uint8Array>(),
  answerSaveDialog: (_options: unknown): Uri | undefined => undefined,
  answerOpenDialog: (_options: unknown): Uri[] | undefined => undefined,
  /** The URI handler the extension registered (VS Code calls it with `<scheme>://<id>/…` links). */
  uriHandler: undefined as { handleUri(uri: { path: string; query: string }): unknown } | undefined,
  /** Quick picks made with createQuickPick, newest last: a test reads their items and accepts one. */
  quickPicks: [] as FakeQuickPick[],
  /** Titles of withProgress notifications, in order. */
  progress: [] as string[],

  reset(): void {
    for (const panel of double.panels) panel.dispose();
    double.panels = [];
    double.shown = [];
    double.commands.clear();
    double.contextKeys.clear();
    double.config.clear();
    double.serializers.clear();
    double.logLines = [];
    double.statusBar = [];
    double.answerMessage = () => undefined;
    double.answerQuickPick = () => undefined;
    double.answerInputBox = () => undefined;
    double.pageAnswers = undefined;
    double.configListeners = new EventEmitter();
    double.viewProviders.clear();
    double.windowState = new EventEmitter();
    double.files = new Map();
    double.answerSaveDialog = () => undefined;
    double.answerOpenDialog = () => undefined;
    double.uriHandler = undefined;
    double.quickPicks = [];
    double.progress = [];
    env.clipboard.text = '';
    env.uiKind = UIKind.Desktop;
  },
  /** A fresh extension context, as `activate()` gets it. */
  context() {
    return {
      subscriptions: [] as { dispose(): unknown }[],
      globalState: new Memento(),
      extensionUri: Uri.file('/ext'),
      extension: { id: 'patience-dev.patience' },
      globalStorageUri: Uri.file('/global-storage/patience-dev.patience'),
    };
  },
  /** Changes a setting ("patience.animations") and tells the listeners, as the settings UI would. */
  setConfig(key: string, value: unknown): void {
    double.config.set(key, value);
    double.configListeners.fire({ affectsConfiguration: (section) => key === section || key.startsWith(`${section}.`) });
  },
  get panel(): FakePanel {
    const panel = double.panels.at(-1);
    if (!panel) throw new Error('no webview panel was created');
    return panel;
  },
};

function show(kind: Shown['kind']) {
  return async (message: string, ...rest: unknown[]): Promise<string | undefined> => {
    const options = typeof rest[0] === 'object' && rest[0] !== null ? (rest.shift() as { modal?: boolean; detail?: string }) : {};
    const shown: Shown = { kind, message, modal: options.modal === true, detail: options.detail, items: rest as string[] };
    double.shown.push(shown);
    return double.answerMessage(shown);
  };
}

export const window = {
  createWebviewPanel(viewType: string, title: string, _column: unknown, options: Record<string, unknown>): FakePanel {
    const panel = new FakePanel(viewType, title, options);
    panel.webview.options = options;
    double.panels.push(panel);
    return panel;
  },
  registerWebviewPanelSerializer(
    viewType: string,
    serializer: { deserializeWebviewPanel(panel: FakePanel, state: unknown): Promise<void> },
  ): Disposable {
    double.serializers.set(viewType, serializer);
    return new Disposable(() => double.serializers.delete(viewType));
  },
  registerWebviewViewProvider(viewType: string, provider: { resolveWebviewView(view: unknown): void | Thenable<void> }): Disposable {
    double.viewProviders.set(viewType, provider);
    return new Disposable(() => double.viewProviders.delete(viewType));
  },
  onDidChangeWindowState: (listener: Listener<{ focused: boolean }>) => double.windowState.event(listener),
  showSaveDialog: async (options: unknown): Promise<Uri | undefined> => double.answerSaveDialog(options),
  showOpenDialog: async (options: unknown): Promise<Uri[] | undefined> => double.answerOpenDialog(options),
  setStatusBarMessage(text: string): Disposable {
    double.statusBar.push(text);
    return new Disposable(() => undefined);
  },
  showInformationMessage: show('info'),
  showWarningMessage: show('warning'),
  showErrorMessage: show('error'),
  async showQuickPick(items: QuickPickItem[]): Promise<QuickPickItem | undefined> {
    return double.answerQuickPick(items);
  },
  async showInputBox(options: InputBoxOptions): Promise<string | undefined> {
    return double.answerInputBox(options);
  },
  createQuickPick(): FakeQuickPick {
    const pick = new FakeQuickPick();
    double.quickPicks.push(pick);
    return pick;
  },
  async withProgress<T>(options: { title?: string }, task: () => Promise<T>): Promise<T> {
    double.progress.push(options.title ?? '');
    return task();
  },
  registerUriHandler(handler: { handleUri(uri: { path: string; query: string }): unknown }): Disposable {
    if (double.uriHandler) throw new Error('a URI handler is already registered');
    double.uriHandler = handler;
    return new Disposable(() => (double.uriHandler = undefined));
  },
  createOutputChannel(name: string) {
    const line = (level: string) => (message: string) => void double.logLines.push(`[${level}] ${message}`);
    return {
      name,
      trace: line('trace'),
      debug: line('debug'),
      info: line('info'),
      warn: line('warn'),
      error: line('error'),
      appendLine: line('info'),
      show() {},
      dispose() {},
    };
  },
};

export const commands = {
  registerCommand(id: string, run: (...args: unknown[]) => unknown): Disposable {
    if (double.commands.has(id)) throw new Error(`command ${id} is already registered`);
    double.commands.set(id, run);
    return new Disposable(() => double.commands.delete(id));
  },
  async executeCommand(id: string, ...args: unknown[]): Promise<unknown> {
    if (id === 'setContext') return void double.contextKeys.set(String(args[0]), args[1]);
    const run = double.commands.get(id);
    if (!run) throw new Error(`command '${id}' not found`);
    return run(...args);
  },
};

export const workspace = {
  getConfiguration(section: string) {
    return {
      get<T>(key: string, fallback?: T): T | undefined {
        const full = `${section}.${key}`;
        return double.config.has(full) ? (double.config.get(full) as T) : fallback;
      },
      /** Written as the Settings editor would write it (the target is the user's settings here, whatever asked). */
      async update(key: string, value: unknown, _target?: ConfigurationTarget): Promise<void> {
        double.setConfig(`${section}.${key}`, value);
      },
    };
  },
  onDidChangeConfiguration: (listener: Listener<{ affectsConfiguration(section: string): boolean }>) =>
    double.configListeners.event(listener),
  workspaceFolders: undefined as { uri: Uri }[] | undefined,
  fs: {
    async writeFile(uri: Uri, content: Uint8Array): Promise<void> {
      double.files.set(uri.path, content.slice());
    },
    async readFile(uri: Uri): Promise<Uint8Array> {
      const content = double.files.get(uri.path);
      if (!content) throw new Error(`ENOENT: ${uri.path}`);
      return content.slice();
    },
    /** The files and folders right inside `uri` (an empty list for a folder that holds nothing, as a missing one would fail). */
    async readDirectory(uri: Uri): Promise<[string, FileType][]> {
      const prefix = `${uri.path.replace(/\/$/, '')}/`;
      const children = new Map<string, FileType>();
      for (const path of double.files.keys()) {
        if (!path.startsWith(prefix)) continue;
        const [name, ...deeper] = path.slice(prefix.length).split('/');
        children.set(name, deeper.length > 0 ? FileType.Directory : FileType.File);
      }
      if (children.size === 0) throw new Error(`ENOENT: ${uri.path}`);
      return [...children];
    },
    async createDirectory(_uri: Uri): Promise<void> {},
    async rename(source: Uri, target: Uri, options?: { overwrite?: boolean }): Promise<void> {
      const content = double.files.get(source.path);
      if (!content) throw new Error(`ENOENT: ${source.path}`);
      if (double.files.has(target.path) && !options?.overwrite) throw new Error(`EEXIST: ${target.path}`);
      double.files.delete(source.path);
      double.files.set(target.path, content);
    },
    async delete(uri: Uri): Promise<void> {
      if (!double.files.delete(uri.path)) throw new Error(`ENOENT: ${uri.path}`);
    },
    async stat(uri: Uri): Promise<{ type: number; size: number }> {
      const content = double.files.get(uri.path);
      if (!content) throw new Error(`ENOENT: ${uri.path}`);
      return { type: 1, size: content.byteLength };
    },
  },
};
