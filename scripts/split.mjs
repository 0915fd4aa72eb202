#!/usr/bin/env node
// Splits the app's wasm (a Trunk post_build hook, Trunk.toml, run before
// the first paint and the precache list):
// - the frame: what every route runs (the header, home, About, the
//   language and the settings), the wasm the page fetches first;
// - the pages: a game, My games, the rules, the puzzles and the embedded
//   board, fetched as soon as the frame runs on a page's route, or a
//   moment after home has mounted (src/ui/mod.rs, `page_view` and
//   `embed_page`).
// - the Learn page (`#[wasm_split(learn)]`, `learn_view`), fetched on its
//   route only; what it shares with the pages is a chunk of its own
//   (`chunk_<n>`), which the split loader fetches with either.
// - the pictures (`#[wasm_split(pictures)]`, `ui::pictures::make`),
//   fetched when a picture is first asked for.
//
// Trunk has built the app (cargo, wasm-bindgen) whole. This takes cargo's
// wasm again (linked with --emit-relocs, build.rs), cuts it at the two
// `#[wasm_split(pages)]` entry points with wasm-split-cli (everything only
// they reach moves to the pages' module), runs wasm-bindgen on the frame
// (keeping the exports the pages import) and wasm-opt on both, then puts
// them in place of Trunk's files, under the same names: the page's loader
// in index.html is unchanged, but for the JS file's integrity hash, which
// is written again. The pages' module and its loader get names from their
// contents, as Trunk names its files.
//
// Tools (scripts/setup.sh installs them): wasm-split-cli (crate
// wasm_split_cli_support, feature build-binary), wasm-bindgen, wasm-opt.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { execFileSync } from 'node:child_process';

const staging = path.resolve(process.env.TRUNK_STAGING_DIR || process.argv[2] || 'dist');
const profile = process.env.TRUNK_PROFILE === 'debug' ? 'debug' : 'release';
const targetDir = process.env.CARGO_TARGET_DIR || 'target';
const input = path.join(targetDir, 'wasm32-unknown-unknown', profile, 'rainbow-games.wasm');

function fail(why) {
  console.error(`split: ${why}`);
  process.exit(1);
}
function run(tool, args) {
  try {
    execFileSync(tool, args, { stdio: ['ignore', 'ignore', 'inherit'] });
  } catch (e) {
    fail(`${tool} ${args.join(' ')} failed (${e.message})`);
  }
}
const sha = (bytes, alg = 'sha256', enc = 'hex') => crypto.createHash(alg).update(bytes).digest(enc);

if (!fs.existsSync(input)) fail(`${input} not found (has Trunk built the app?)`);
const js = fs.readdirSync(staging).find((f) => /^rainbow-games-[0-9a-f]+\.js$/.test(f));
if (!js) fail(`no rainbow-games-<hash>.js in ${staging}`);
const name = js.slice(0, -3);

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'rg-split-'));
try {
  const parts = path.join(work, 'parts');
  run('wasm-split-cli', [input, parts]);
  // The frame: wasm-bindgen as Trunk runs it, keeping the linker's exports
  // (memory, table, functions) that the pages' module imports.
  const bound = path.join(work, 'bound');
  run('wasm-bindgen', ['--target=web', '--keep-lld-exports', '--no-typescript',
    `--out-dir=${bound}`, `--out-name=${name}`, path.join(parts, 'main.wasm')]);
  // wasm-opt as Trunk runs it for the app (index.html), with the features
  // named: the pages' modules carry no features section.
  // (SPLIT_NAMES=1 keeps the functions' names, for a readable stack.)
  const names = process.env.SPLIT_NAMES === '1' ? ['-g'] : [];
  const optimise = (from, to) => run('wasm-opt', [...names, '-Os', '--low-memory-unused', '--strip-producers',
    '--strip-target-features', '--converge', '--enable-bulk-memory',
    '--enable-nontrapping-float-to-int', '--enable-sign-ext', '--enable-mutable-globals',
    '--enable-reference-types', '--enable-multivalue', from, '-o', to]);

  // The pages' modules, named by their contents; the split loader fetches
  // them by those names, relative to itself.
  let loader = fs.readFileSync(path.join(parts, '__wasm_split.js'), 'utf8');
  const modules = fs.readdirSync(parts).filter((f) => f.endsWith('.wasm') && f !== 'main.wasm');
  if (modules.length === 0) fail('wasm-split-cli made no module for the pages');
  const made = [];
  for (const module of modules) {
    const out = path.join(work, module);
    optimise(path.join(parts, module), out);
    const bytes = fs.readFileSync(out);
    const hashed = `rainbow-games-${module.replace(/\.wasm$/, '').replace(/^split_/, '')}-${sha(bytes).slice(0, 16)}.wasm`;
    fs.writeFileSync(path.join(staging, hashed), bytes);
    if (!loader.includes(`"./${module}"`)) fail(`the split loader does not fetch ${module}`);
    loader = loader.split(`"./${module}"`).join(`"./${hashed}"`);
    made.push(hashed);
  }
  // The loader starts a module's fetches one task at a time, not all in
  // one: each fetch() costs the main thread 1-5 ms, and the pages' module
  // with its 18 chunks made one task of 35-50 ms (Lighthouse's home page
  // saw it, four times slower, as its one long task: 117-167 ms).
  const allAtOnce = '        const parallelStuff = deps.map(d => d());\n';
  if (!loader.includes(allAtOnce)) fail('the split loader does not start its chunks as expected');
  loader = loader.split(allAtOnce).join(
    '        const parallelStuff = [];\n' +
    '        for (const d of deps) {\n' +
    '            parallelStuff.push(d());\n' +
    '            // A task of its own for the next (a message: timers are clamped).\n' +
    '            await new Promise((next) => {\n' +
    '                const c = new MessageChannel();\n' +
    '                c.port1.onmessage = () => next();\n' +
    '                c.port2.postMessage(0);\n' +
    '            });\n' +
    '        }\n');
  // The loader imports the frame's JS (its `initSync`, which hands over
  // the running instance's memory and table).
  if (!loader.includes('"./main.js"')) fail('the split loader does not import ./main.js');
  loader = loader.split('"./main.js"').join(`"./${js}"`);
  const loaderName = `rainbow-games-split-${sha(loader).slice(0, 16)}.js`;
  fs.writeFileSync(path.join(staging, loaderName), loader);

  // The frame's JS imports the loader (the wasm's import module keeps its
  // name: only the JS `import … from` changes).
  let frameJs = fs.readFileSync(path.join(bound, `${name}.js`), 'utf8');
  if (!frameJs.includes('from "./__wasm_split.js"')) fail('the frame JS does not import the split loader');
  frameJs = frameJs.split('from "./__wasm_split.js"').join(`from "./${loaderName}"`);
  fs.writeFileSync(path.join(staging, js), frameJs);
  optimise(path.join(bound, `${name}_bg.wasm`), path.join(staging, `${name}_bg.wasm`));

  // index.html: the frame JS's integrity hash, and the loader preloaded
  // with it (the frame JS imports it at once, and it is small).
  const htmlPath = path.join(staging, 'index.html');
  let html = fs.readFileSync(htmlPath, 'utf8');
  const preload = new RegExp(`<link rel="modulepreload" href="\\./${js.replace(/[.]/g, '\\.')}"([^>]*) integrity="[^"]*">`);
  if (!preload.test(html)) fail(`index.html has no modulepreload of ${js} with an integrity hash`);
  const integrity = (text) => `sha384-${sha(text, 'sha384', 'base64')}`;
  // No early preload of the pages' module on a page's route: like the
  // frame's wasm (view::first_paint::without_wasm_preload), an early fetch
  // competes with the first paint (Lighthouse's mobile estimate of the
  // rules page's largest paint went from about 1.3 s to 2.7-3.6 s with
  // it). The app asks for it as soon as the frame runs (ui::mount).
  html = html.replace(preload, (_, attrs) =>
    `<link rel="modulepreload" href="./${js}"${attrs} integrity="${integrity(frameJs)}">` +
    `<link rel="modulepreload" href="./${loaderName}"${attrs} integrity="${integrity(loader)}">`);
  // The app's wasm is asked for once the first paint is on screen: a fetch
  // ending before that paint puts it on the paint's path in Lighthouse's
  // estimate (home's largest paint came out at 2.4 s instead of 1.25 s in
  // one run out of six when the small frame arrived first).
  const init = /\n(const wasm = await init\()/;
  if (!init.test(html)) fail('index.html has no `const wasm = await init(` to start the app');
  html = html.replace(init, '\n// After the first paint (scripts/split.mjs).\n' +
    'await new Promise((painted) => requestAnimationFrame(() => setTimeout(painted, 0)));\n$1');
  fs.writeFileSync(htmlPath, html);

  const gz = (file) => execFileSync('gzip', ['-9c', path.join(staging, file)]).length;
  console.log(`split: frame ${name}_bg.wasm ${gz(`${name}_bg.wasm`)} B gzipped; ` +
    made.map((m) => `${m} ${gz(m)} B`).join(', '));
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
