/**
 * `node app/scripts/app-icons.mjs`: draws the installed app's icons (app/public/icons) from app/public/icons/icon.svg in
 * Chromium, at the sizes the platforms ask for: 192 and 512 px for Android and desktop, 512 px maskable (the glyph
 * within the middle 80 %, which a launcher may crop to a circle), and 180 px for the iPhone's home screen, which
 * rounds the corners itself and shows transparency as black, so it gets the full square. Run it after changing the
 * drawing, and commit the PNGs.
 */
import { readFileSync } from 'node:fs';
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

const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox'] });
try {
  for (const { file, size, drawing } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const sized = drawing.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(`<style>html,body{margin:0;background:transparent}</style>${sized}`);
    await page.screenshot({ path: path.join(folder, file), omitBackground: true });
    await page.close();
    console.log(`${file} ${size}×${size}`);
  }
} finally {
  await browser.close();
}
