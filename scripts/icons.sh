#!/usr/bin/env bash
# Renders assets/icon.svg and assets/icon-maskable.svg to the PNG icons in
# assets/icons/ (192 and 512 px, maskable, Apple touch icon). Run it after
# changing an icon's SVG and commit the PNGs: the build only copies them.
# The renderer (npm @resvg/resvg-js, pinned in scripts/icons/package-lock.json)
# is installed into scripts/icons/node_modules the first time, so the build's
# own node_modules stays as it is.
set -euo pipefail
cd "$(dirname "$0")/icons"
if [ ! -d node_modules/@resvg/resvg-js ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "[icons] installing the SVG renderer (@resvg/resvg-js)"
  npm ci --no-audit --no-fund --loglevel=error
fi
node render.mjs
