#!/usr/bin/env bash
# Builds the app and serves it on http://127.0.0.1:${PORT:-8080}/ (opens no
# browser). Installs any missing tool first.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
exec scripts/trunk.sh serve --release --address 127.0.0.1 --port "${PORT:-8080}" --no-autoreload
