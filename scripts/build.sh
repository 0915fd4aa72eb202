#!/usr/bin/env bash
# Builds the web app into dist/ (release profile, wasm-opt), installing any
# missing tool first.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
exec scripts/trunk.sh build --release
