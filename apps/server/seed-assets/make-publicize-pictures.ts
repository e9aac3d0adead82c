/**
 * Makes the pictures of the demo 健康画报 (seed-assets/publicize/<key>-<n>.jpg), one per paragraph
 * of each material with `pictures` in src/db/seed/publicize-data.ts. The pictures are drawn by
 * Debian's chromium from the paragraph text and committed (the seed only copies them), like
 * demo-video.webm. Re-run after changing a picture material's text:
 *
 *   npx tsx apps/server/seed-assets/make-publicize-pictures.ts
 */
import { mkdir } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import { PUBLICIZE_MATERIALS } from '../src/db/seed/publicize-data.ts';

const OUT = new URL('./publicize/', import.meta.url);
const COLOURS = ['#1677ff', '#00b578', '#ff8f1f'];

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

function poster(title: string, paragraph: string, n: number, total: number, colour: string): string {
  const cut = paragraph.indexOf('：');
  const head = cut > 0 && cut < 12 ? paragraph.slice(0, cut) : `第${n}步`;
  const text = cut > 0 && cut < 12 ? paragraph.slice(cut + 1) : paragraph;
  return `<!doctype html><html><body style="margin:0;width:600px;height:800px;font-family:'WenQuanYi Micro Hei',sans-serif;
    background:linear-gradient(180deg,${colour} 0,${colour}d9 320px,#ffffff 320px);display:flex;flex-direction:column">
    <div style="padding:48px 48px 0;color:#fff;font-size:30px;opacity:.9">${escapeHtml(title)}</div>
    <div style="margin:28px 48px 0;width:150px;height:150px;border-radius:75px;background:#fff;color:${colour};
      display:flex;align-items:center;justify-content:center;font-size:80px;font-weight:700">${n}</div>
    <div style="margin:80px 48px 0;font-size:52px;font-weight:700;color:${colour}">${escapeHtml(head)}</div>
    <div style="margin:24px 48px 0;font-size:34px;line-height:1.6;color:#333">${escapeHtml(text)}</div>
    <div style="margin:auto 48px 36px;font-size:22px;color:#999">康护健康画报 · 第${n}/${total}幅</div>
  </body></html>`;
}

await mkdir(OUT, { recursive: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const page = await browser.newPage({ viewport: { width: 600, height: 800 } });
  let colour = 0;
  for (const m of PUBLICIZE_MATERIALS) {
    if (!m.pictures) continue;
    const tint = COLOURS[colour++ % COLOURS.length] ?? '#1677ff';
    for (const [i, p] of m.paragraphs.entries()) {
      await page.setContent(poster(m.title.replace(/^健康画报：/, ''), p, i + 1, m.paragraphs.length, tint));
      const path = new URL(`${m.pictures}-${i + 1}.jpg`, OUT).pathname;
      await page.screenshot({ path, type: 'jpeg', quality: 70 });
      console.log(path);
    }
  }
} finally {
  await browser.close();
}
