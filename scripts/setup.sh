#!/usr/bin/env bash
# Installs every tool the build and the tests need, skipping what is present.
# Safe to run again and again; used by scripts/serve.sh and scripts/test.sh.
set -euo pipefail
cd "$(dirname "$0")/.."

TRUNK_VERSION=0.21.14
# Cuts the app's wasm in two (scripts/split.mjs); 0.2.4 knows the
# wasm-bindgen 0.2.130 descriptors (0.2.2 moved them out of the frame).
WASM_SPLIT_VERSION=0.2.4
# Must match the `wasm-bindgen = "=…"` pin in Cargo.toml exactly.
WASM_BINDGEN_VERSION=$(sed -n 's/^wasm-bindgen = "=\([0-9.]*\)".*/\1/p' Cargo.toml)
: "${WASM_BINDGEN_VERSION:?Cargo.toml must pin wasm-bindgen with =x.y.z}"

say() { printf '[setup] %s\n' "$*"; }
export PATH="$HOME/.cargo/bin:$PATH"

if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  say "adding the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown
fi

# The wasm builds compile their own std (scripts/trunk.sh): its sources.
if ! rustup component list --installed | grep -qx rust-src; then
  say "adding the rust-src component"
  rustup component add rust-src
fi

if [ "$(trunk --version 2>/dev/null | awk '{print $2}')" != "$TRUNK_VERSION" ]; then
  say "installing trunk $TRUNK_VERSION (several minutes, once)"
  cargo install trunk --version "$TRUNK_VERSION" --locked
fi

if [ "$(wasm-bindgen --version 2>/dev/null | awk '{print $2}')" != "$WASM_BINDGEN_VERSION" ]; then
  say "installing wasm-bindgen-cli $WASM_BINDGEN_VERSION"
  # Not --locked: one of its locked dependencies is missing from the registry.
  cargo install wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION" --force
fi

# (It has no --version: cargo's list of installs says which.)
if ! { command -v wasm-split-cli >/dev/null \
       && cargo install --list | grep -qx "wasm_split_cli_support v$WASM_SPLIT_VERSION:"; }; then
  say "installing wasm-split-cli $WASM_SPLIT_VERSION"
  cargo install wasm_split_cli_support --version "$WASM_SPLIT_VERSION" --features build-binary --locked
fi

if [ ! -x /usr/bin/chromium ]; then
  say "installing Debian chromium"
  SUDO=""; [ "$(id -u)" = 0 ] || SUDO=sudo
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi

# npm packages: wasm-opt (binaryen) for Trunk, playwright-core for browser
# tests, lighthouse for the accessibility and best-practice audits.
if [ ! -x node_modules/.bin/wasm-opt ] || [ ! -d node_modules/playwright-core ] \
   || [ ! -d node_modules/lighthouse ] \
   || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  say "installing npm packages"
  npm ci --no-audit --no-fund --loglevel=error
fi
say "tools ready"
