#!/usr/bin/env bash
# Runs the tests, all of them or the parts named:
#   native  format and lint checks (native and wasm), cargo test, CLI smoke test
#   web     the release web build and the size budgets of its wasm
#   e2e     the browser tests against dist/ (built first when it is missing or
#           older than the sources)
# With no part, every part in that order. Installs any missing tool first.
set -euo pipefail
cd "$(dirname "$0")/.."

usage() {
  echo "usage: scripts/test.sh [native] [web] [e2e]   (no part: all three)" >&2
}

native=0 web=0 e2e=0
[ "$#" -gt 0 ] || set -- native web e2e
for part in "$@"; do
  case "$part" in
    native) native=1 ;;
    web) web=1 ;;
    e2e) e2e=1 ;;
    -h | --help) usage 2>&1; exit 0 ;;
    *) echo "scripts/test.sh: unknown part '$part'" >&2; usage; exit 2 ;;
  esac
done

bash scripts/setup.sh
export PATH="$HOME/.cargo/bin:$PWD/node_modules/.bin:$PATH"

step() { printf '\n== %s\n' "$*"; }

if [ "$native" = 1 ]; then
  step "rustfmt"
  cargo fmt --all -- --check
  # The games! macro declares the game folders' modules, which cargo fmt
  # cannot see: check them through their roots.
  rustfmt --check --edition 2021 src/games/*/mod.rs

  step "clippy (native and wasm)"
  cargo clippy --all-targets -- -D warnings
  cargo clippy --target wasm32-unknown-unknown --lib --bin rainbow-games --bin ai_worker --bin puzzle_worker -- -D warnings

  step "native tests (engine, records, render model, reference games)"
  cargo test

  step "CLI smoke test"
  cargo build --bin rgames
  ./target/debug/rgames list
  ./target/debug/rgames random owari --preset abapa --games 200 --seed 3 | tail -n 1
  if ./target/debug/rgames state owari --moves "C Q" 2>/dev/null; then
    echo "rgames accepted an illegal move"; exit 1
  fi
  # A reader that stops early (| head) ends rgames quietly: no panic, and
  # (pipefail) a successful exit.
  ./target/debug/rgames match owari --a beginner --b beginner --games 300 --verbose | head -n 1 >/dev/null
fi

if [ "$web" = 1 ]; then
  step "release web build"
  scripts/trunk.sh build --release
  # Every wasm in dist/ has a budget (gzipped): the app's frame (what
  # every route fetches first), the app's pages (fetched when one is shown
  # or once home has mounted), their sum (calls between the two go through
  # the function table, so they weigh more than the app whole), and the AI
  # worker's (the searches live only there; built for speed, profile
  # `worker`). How the sizes came to be: the commit log.
  [ -f dist/ai_worker_bg.wasm ] || { echo "the AI worker was not built"; exit 1; }
  [ -f dist/puzzle_worker_bg.wasm ] || { echo "the puzzle worker was not built"; exit 1; }
  over=0
  # The chunks a module's route fetches with it: what `wasm-split-cli`
  # found it shares with another split module, listed in the split loader.
  loader=$(ls dist/rainbow-games-split-*.js)
  chunks_of() {
    awk -v m="__wasm_split_load_$1 " 'index($0, m) {f=1} f && /^, \[/ {print; exit}' "$loader" |
      grep -o '__chunk_[0-9]*' | sed 's/^__//'
  }
  gz_of() { gzip -9c "$1" | wc -c; }
  frame=0
  for wasm in dist/*.wasm; do
    case "$(basename "$wasm")" in
      # The opening books, the playout kernels' hook, then the quiescence
      # of Owari, Mancala and Oware Nam Nam (docs/building.md): 339 KiB.
      ai_worker_bg.wasm) name="AI worker"; budget=$((339 * 1024)) ;;
      # The board editor's Make a puzzle: the puzzles' proof for nine games
      # in a worker of its own, fetched only when a puzzle is asked for
      # (304,356 B measured, + 3%; docs/building.md).
      puzzle_worker_bg.wasm) name="puzzle worker"; budget=$((306 * 1024)) ;;
      rainbow-games-pages-*.wasm) name="app pages"; budget=$((274 * 1024)) ;;
      # What the split modules (the pages, Learn, the editor, the lab, the
      # pictures) share: counted below with each route that fetches it.
      rainbow-games-chunk_*.wasm) name="split modules' shared part"; budget=$((274 * 1024)) ;;
      # The Learn page's own code (src/ui/learn), fetched on its route only.
      rainbow-games-learn-*.wasm) name="Learn page"; budget=$((40 * 1024)) ;;
      # The board editor's own code (src/ui/editor, view::editor), fetched
      # on its route only.
      rainbow-games-editor-*.wasm) name="board editor"; budget=$((60 * 1024)) ;;
      # Pictures to share (src/ui/pictures.rs: drawing on a canvas, the GIF
      # encoder), fetched when a picture is first asked for.
      rainbow-games-pictures-*.wasm) name="Pictures"; budget=$((12 * 1024)) ;;
      # The variant lab's own code (src/ui/lab), fetched on its route
      # only: its charts, the workers' pool, the statistics (docs/building.md).
      rainbow-games-lab-*.wasm) name="Lab page"; budget=$((52 * 1024)) ;;
      # The position readers (games::session_at, src/ui/readers.rs),
      # fetched before a record that starts from a position is replayed.
      rainbow-games-readers-*.wasm) name="position readers"; budget=$((8 * 1024)) ;;
      rainbow-games-*_bg.wasm) name="app frame"; budget=330000 ;;
      *) echo "a wasm with no budget: $wasm"; exit 1 ;;
    esac
    gz=$(gz_of "$wasm")
    [ "$name" = "app frame" ] && frame=$gz
    echo "$name wasm $(basename "$wasm"): $(wc -c <"$wasm") bytes, $gz gzipped (budget $budget)"
    [ "$gz" -le "$budget" ] || { echo "the $name wasm is over its size budget"; over=1; }
  done
  for module in pages learn editor lab pictures readers; do
    ls dist/rainbow-games-$module-*.wasm >/dev/null 2>&1 || { echo "no $module module in dist/"; exit 1; }
  done
  # A page's route: the pages and the chunks the loader fetches with them.
  pages=$(gz_of dist/rainbow-games-pages-*.wasm)
  for chunk in $(chunks_of pages); do
    pages=$((pages + $(gz_of dist/rainbow-games-$chunk-*.wasm)))
  done
  echo "app pages with their shared parts: $pages gzipped (budget $((301 * 1024)))"
  [ "$pages" -le $((301 * 1024)) ] || { echo "the app's pages are over their budget"; over=1; }
  app=$((frame + pages))
  echo "app frame and pages together: $app gzipped (budget $((472 * 1024)))"
  [ "$app" -le $((472 * 1024)) ] || { echo "the app's two wasm files are over their budget"; over=1; }
  [ "$over" = 0 ] || exit 1
fi

# Why dist/ must be built again before the browser tests, if it must: it is
# missing, or something it is built from changed after it was.
dist_is_stale() {
  [ -f dist/index.html ] || { echo "dist/ is missing"; return 0; }
  local newer
  newer=$(find src assets style .cargo index.html Trunk.toml Cargo.toml Cargo.lock \
            build.rs scripts/precache.mjs scripts/split.mjs scripts/trunk.sh \
            -newer dist/index.html -print -quit)
  [ -z "$newer" ] || { echo "dist/ is older than $newer"; return 0; }
  return 1
}

if [ "$e2e" = 1 ]; then
  # `web` has just built dist/; alone, e2e builds it only when it is stale.
  if [ "$web" = 0 ] && why=$(dist_is_stale); then
    step "release web build ($why)"
    scripts/trunk.sh build --release
  fi
  # The CLI is the browser tests' oracle (`native` has built it).
  [ "$native" = 1 ] || cargo build --bin rgames

  step "browser tests (Playwright + Debian Chromium)"
  RGAMES="$PWD/target/debug/rgames" npm run --silent e2e
fi
