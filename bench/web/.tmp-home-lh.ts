import lighthouse from 'lighthouse';
import { freePort, startKanghu } from '/work/main/bench/lib/servers.ts';
import { openBrowser } from '/work/main/bench/web/browser.ts';
import { DEMO_PROJECT, loginDemoPatient, seedStorage, signedInEntries } from '/work/main/bench/web/demo-session.ts';
const path = process.argv[2] ?? '/health/user/index';
const server = await startKanghu();
try {
  const session = await loginDemoPatient(server.url);
  for (let i = 0; i < Number(process.argv[3] ?? 1); i++) {
  const port = await freePort();
  const browser = await openBrowser({ debuggingPort: port });
  if (path !== '/login') await seedStorage(browser.context, server.url, signedInEntries(DEMO_PROJECT, session));
  const r = await lighthouse(`${server.url}${path}`, { port, hostname: '127.0.0.1', output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableFullPageScreenshot: true });
  const a = r!.lhr.audits;
  console.log('score', Math.round((r!.lhr.categories.performance.score ?? 0) * 100), 'FCP', a['first-contentful-paint'].numericValue?.toFixed(0), 'LCP', a['largest-contentful-paint'].numericValue?.toFixed(0), 'TBT', a['total-blocking-time'].numericValue?.toFixed(0));
  if (i === 0) {
  const items = (d: any) => (d?.items ?? []) as any[];
  console.log('bootup:', items(a['bootup-time'].details).slice(0, 8).map((x) => `${x.url.replace(server.url, '')} total=${Math.round(x.total)} script=${Math.round(x.scripting)} parse=${Math.round(x.scriptParseCompile)}`).join('\n  '));
  console.log('mainthread:', items(a['mainthread-work-breakdown'].details).map((x) => `${x.group}=${Math.round(x.duration)}`).join(' '));
  console.log('long tasks:', items(a['long-tasks']?.details).slice(0, 10).map((x) => `${x.url?.replace(server.url, '')} start=${Math.round(x.startTime)} dur=${Math.round(x.duration)}`).join('\n  '));
  console.log('lcp el:', JSON.stringify(a['largest-contentful-paint-element']?.details).slice(0, 600));
  const chain = a['network-requests']?.details; console.log('requests:', items(chain).map((x) => `${x.url.replace(server.url, '')} ${Math.round(x.networkRequestTime)}-${Math.round(x.networkEndTime)} ${Math.round(x.transferSize/1024)}K`).join('\n  '));
  }
  await browser.close();
  }
} finally { await server.stop(); }
