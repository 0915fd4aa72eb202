// Renders the app's SVG icons to the PNGs the web app manifest and iOS use.
// Run through scripts/icons.sh, which installs the pinned renderer first.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Resvg } from '@resvg/resvg-js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const assets = path.join(root, 'assets');
const out = path.join(assets, 'icons');

// [source svg, output png, size in px]
const ICONS = [
  ['icon.svg', 'icon-192.png', 192],
  ['icon.svg', 'icon-512.png', 512],
  ['icon-maskable.svg', 'icon-maskable-192.png', 192],
  ['icon-maskable.svg', 'icon-maskable-512.png', 512],
  // iOS rounds the corners itself and wants an opaque square.
  ['icon-maskable.svg', 'apple-touch-icon.png', 180],
];

fs.mkdirSync(out, { recursive: true });
for (const [svg, png, size] of ICONS) {
  const source = fs.readFileSync(path.join(assets, svg), 'utf8');
  const image = new Resvg(source, { fitTo: { mode: 'width', value: size } }).render();
  if (image.width !== size || image.height !== size) {
    throw new Error(`${svg} rendered at ${image.width}x${image.height}, not ${size}x${size}`);
  }
  fs.writeFileSync(path.join(out, png), image.asPng());
  console.log(`assets/icons/${png}: ${size}x${size} from assets/${svg}`);
}
