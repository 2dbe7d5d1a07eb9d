#!/usr/bin/env node
// Renders the social cards (static/img/social/<name>.svg) to the PNGs pages name as og:image, 1200 x 630, with
// the suite's chromium. Run it after editing a card and commit both files: the build only copies them.
//   node scripts/render-social-cards.mjs
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {chromium} from '@playwright/test';

const dir = join(import.meta.dirname, '..', 'static', 'img', 'social');
const browser = await chromium.launch({executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'});
const page = await browser.newPage({viewport: {width: 1200, height: 630}});
for (const file of readdirSync(dir).filter((name) => name.endsWith('.svg'))) {
  const svg = readFileSync(join(dir, file), 'utf8');
  await page.setContent(`<html><body style="margin:0">${svg}</body></html>`);
  await page.screenshot({path: join(dir, file.replace(/\.svg$/, '.png')), clip: {x: 0, y: 0, width: 1200, height: 630}});
  console.log(`static/img/social/${file.replace(/\.svg$/, '.png')}`);
}
await browser.close();
