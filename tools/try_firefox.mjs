// Try the live site in Firefox, as the Chromium tests do in part: the map viewer cold and warm (reload), a click on
// a hex, and a hot-seat Bot move and its undo. Not part of `make test` (Firefox is not among the README's set-up).
//
//   apt-get install firefox-esr && mkdir -p /tmp/ff && (cd /tmp/ff && npm install puppeteer-core@24)
//   .venv/bin/python -m steamlab.publish.lite build/site --serve 8765 &
//   cp tools/try_firefox.mjs /tmp/ff/ && node /tmp/ff/try_firefox.mjs http://127.0.0.1:8765/
//
// (beside its node_modules: an ES module does not look in NODE_PATH)
//
// Puppeteer drives the stock Firefox over WebDriver BiDi (Playwright needs its own patched Firefox build, which
// cannot be downloaded here). The click at (407, 425) is Chicago on the map viewer at 1366x800.
import puppeteer from 'puppeteer-core';
const url = process.argv[2];
const browser = await puppeteer.launch({browser: 'firefox', executablePath: '/usr/bin/firefox-esr', headless: true});
const page = await browser.newPage();
await page.setViewport({width: 1366, height: 800});
const errors = [];
page.on('console', async m => { if (m.type() === 'error') {
  let t = m.text(); try { t = await Promise.all(m.args().map(a => a.evaluate(e => (e && e.stack) ? String(e.stack).slice(0, 400) : String(e)))); } catch (x) {}
  errors.push(t); } });
page.on('pageerror', e => errors.push('pageerror ' + e.message));
for (const [label, go] of [['cold', () => page.goto(url + 'voici/render/dashboards/map_viewer.html?lang=ja')],
                          ['warm', () => page.reload()]]) {
  const t0 = Date.now();
  await go();
  await page.waitForSelector('.steamlab-hexmap.steamlab-drawn', {timeout: 300000});
  console.log(`map viewer ${label}: first map in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}
await page.mouse.click(407, 425);
await page.waitForFunction(() => [...document.querySelectorAll('.steamlab-info')].some(e => e.innerText.includes('Chicago')), {timeout: 60000});
console.log('click: info names Chicago');
await page.goto(url + 'voici/render/dashboards/hot_seat.html?lang=en');
await page.waitForSelector('.steamlab-hexmap.steamlab-drawn', {timeout: 300000});
const before = await page.$eval('.steamlab-log', e => e.innerText);
await page.click('.steamlab-bot');
await page.waitForFunction(b => document.querySelector('.steamlab-log').innerText !== b, {timeout: 120000}, before);
console.log('hot seat: Bot move played');
await page.click('.steamlab-undo');
await page.waitForFunction(b => document.querySelector('.steamlab-log').innerText === b, {timeout: 120000}, before);
console.log('hot seat: undone');

console.log('errors', JSON.stringify(errors).slice(0, 1500));
await browser.close();
