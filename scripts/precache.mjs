#!/usr/bin/env node
// Writes the service worker's precache list: every file of the build, by its
// exact (hashed) name, and a cache version derived from the names and
// contents of those files, so any change to the build gives a new cache,
// and each file's SHA-256, so the worker caches exactly these bytes.
//
// Trunk runs it as a post_build hook (Trunk.toml) on $TRUNK_STAGING_DIR.
// It also runs on a built directory:  node scripts/precache.mjs dist
// (after adding or changing files in dist/ by other means, run it again).
// It rewrites the lines between "precache:begin" and "precache:end" of
// sw.js in that directory, so running it twice gives the same file.

import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';

const dir = path.resolve(process.argv[2] || process.env.TRUNK_STAGING_DIR || 'dist');
const SW = 'sw.js';
const REGION = /(\/\/ precache:begin[^\n]*\n)[\s\S]*?(\/\/ precache:end)/;

const swPath = path.join(dir, SW);
if (!fs.existsSync(swPath)) {
  console.error(`precache: ${swPath} not found (index.html copies assets/sw.js)`);
  process.exit(1);
}
const sw = fs.readFileSync(swPath, 'utf8');
if (!REGION.test(sw)) {
  console.error(`precache: ${swPath} has no "// precache:begin" … "// precache:end" lines`);
  process.exit(1);
}

/** Every file under `root`, as sorted '/'-separated relative paths. */
function listFiles(root, sub = '') {
  const out = [];
  for (const entry of fs.readdirSync(path.join(root, sub), { withFileTypes: true })) {
    const rel = sub ? `${sub}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...listFiles(root, rel));
    else if (entry.isFile()) out.push(rel);
  }
  return out;
}
const files = listFiles(dir).sort();

// The version covers every file's name and bytes; sw.js counts without its
// own list, which is what is being written.
const version = crypto.createHash('sha256');
const digests = {};
for (const file of files) {
  let bytes = fs.readFileSync(path.join(dir, file));
  if (file === SW) bytes = Buffer.from(sw.replace(REGION, '$1$2'));
  const digest = crypto.createHash('sha256').update(bytes).digest('hex');
  version.update(`${file}\0${digest}\n`);
  // URLs relative to the worker's scope (the app's directory), each with
  // the SHA-256 the worker checks (none for sw.js, which holds the list).
  digests[file.split('/').map(encodeURIComponent).join('/')] = file === SW ? null : digest;
}
const VERSION = version.digest('hex').slice(0, 16);

const list = `const VERSION = ${JSON.stringify(VERSION)};\nconst FILES = ${JSON.stringify(digests, null, 2)};\n`;
fs.writeFileSync(swPath, sw.replace(REGION, (_, begin, end) => begin + list + end));
console.log(`precache: ${files.length} files, version ${VERSION}, in ${path.relative(process.cwd(), swPath) || swPath}`);
