#!/usr/bin/env bash
# Runs Trunk (`scripts/trunk.sh build --release`, `… serve …`) with the wasm
# builds' own standard library: cargo compiles std for wasm32 with the
# project's release profile (opt-level "z", LTO) and panics that stop at
# once (`-Cpanic=immediate-abort`), so the wasm carries no panic messages,
# source locations or the formatting they need. The app's wasm is about
# 19 KB (gzipped) smaller for it, the worker's about 12 KB. A panic was
# already fatal (panic = "abort": the page cannot go on after one); it is
# now a bare `unreachable` trap, with no message in the console.
#
# These are unstable cargo and rustc options. RUSTC_BOOTSTRAP=1 lets the
# pinned stable toolchain use them, for these builds only: native builds
# (tests, the CLI, and the first-paint hook that Trunk runs) are ordinary.
# They need the rust-src component, which scripts/setup.sh installs.
# A plain `trunk build` still works, with the larger wasm.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PWD/node_modules/.bin:$PATH"
export RUSTC_BOOTSTRAP=1
export CARGO_UNSTABLE_BUILD_STD=std,panic_abort
export CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS="--cfg erase_components -Zunstable-options -Cpanic=immediate-abort"
exec trunk "$@"
