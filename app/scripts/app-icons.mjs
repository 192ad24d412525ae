/**
 * `node app/scripts/app-icons.mjs`: draws the installed app's icons (app/public/icons) from app/public/icons/icon.svg in
 * Chromium, at the sizes the platforms ask for: 192 and 512 px for Android and desktop, 512 px maskable (the glyph
 * within the middle 80 %, which a launcher may crop to a circle), and 180 px for the iPhone's home screen, which
 * rounds the corners itself and shows transparency as black, so it gets the full square; and app/public/favicon.ico
 * (32 px) for browsers and tools that ask for /favicon.ico without reading the page. Run it after changing the
 * drawing, and commit what it writes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright';
import { chromiumPath } from '../../.ci/chromium.mjs';

const folder = path.resolve(import.meta.dirname, '../public/icons');
const svg = readFileSync(path.join(folder, 'icon.svg'), 'utf8');

/** The square drawing without its rounded corners and with the glyph scaled into a safe zone. */
const fullBleed = (scale) =>
  svg
    .replace(/rx="\d+"/, 'rx="0"')
    .replace('<g id="glyph">', `<g id="glyph" transform="translate(256 256) scale(${scale}) translate(-256 -256)">`);

const icons = [
  { file: 'icon-192.png', size: 192, drawing: svg },
  { file: 'icon-512.png', size: 512, drawing: svg },
  { file: 'maskable-512.png', size: 512, drawing: fullBleed(0.8) },
  { file: 'apple-touch-icon-180.png', size: 180, drawing: fullBleed(0.9) },
];

/** An .ico file holding one PNG image (the format allows PNG inside since Windows Vista; every browser reads it). */
function icoOf(png, size) {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(1, 2); // an icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(header.length, 18); // where the image starts
  return Buffer.concat([header, png]);
}

const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox'] });

/** The drawing as a PNG of `size` pixels square, with its transparency. */
async function drawn(drawing, size) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  const sized = drawing.replace('<svg ', `<svg width="${size}" height="${size}" `);
  await page.setContent(`<style>html,body{margin:0;background:transparent}</style>${sized}`);
  const png = await page.screenshot({ omitBackground: true });
  await page.close();
  return png;
}

try {
  for (const { file, size, drawing } of icons) {
    writeFileSync(path.join(folder, file), await drawn(drawing, size));
    console.log(`${file} ${size}×${size}`);
  }
  const faviconSize = 32;
  writeFileSync(path.resolve(folder, '../favicon.ico'), icoOf(await drawn(svg, faviconSize), faviconSize));
  console.log(`favicon.ico ${faviconSize}×${faviconSize}`);
} finally {
  await browser.close();
}
