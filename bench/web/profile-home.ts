import { mkdir, writeFile } from 'node:fs/promises';
import { startKanghu } from '../lib/servers.ts';
import { openBrowser } from './browser.ts';
import {
  DEMO_PROJECT,
  loginDemoDoctor,
  loginDemoPatient,
  seedStorage,
  signedInEntries,
} from './demo-session.ts';

/**
 * Diagnostic, not a budget: loads a home as the demo user in a fresh Chromium and keeps a trace
 * with JavaScript samples (DevTools' performance recording), to see which code runs in the tasks
 * behind Lighthouse's blocking time. Lighthouse's own trace has no samples.
 *
 *   npx tsx bench/web/profile-home.ts patient|doctor [out-dir]   (after npm run build)
 *
 * No CPU throttling: Lighthouse's mobile run observes the page unthrottled and multiplies the
 * task durations by 4 in its simulation, so the observed durations are the ones that count.
 */
const who = process.argv[2] === 'doctor' ? 'doctor' : 'patient';
const outDir = process.argv[3] ?? '.tmp/profiles';
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
  'loading',
];

const server = await startKanghu();
try {
  const info = who === 'doctor' ? await loginDemoDoctor(server.url) : await loginDemoPatient(server.url);
  const path = who === 'doctor' ? '/health/doctor/index' : '/health/user/index';
  const browser = await openBrowser();
  try {
    await seedStorage(browser.context, server.url, signedInEntries(DEMO_PROJECT, info));
    const cdp = await browser.context.newCDPSession(browser.page);
    const events: unknown[] = [];
    cdp.on('Tracing.dataCollected', (data: { value: unknown[] }) => events.push(...data.value));
    const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.start', {
      traceConfig: { includedCategories: CATEGORIES },
      transferMode: 'ReportEvents',
    });
    await browser.page.goto(`${server.url}${path}`);
    await browser.page.waitForTimeout(8000);
    await cdp.send('Tracing.end');
    await done;
    await mkdir(outDir, { recursive: true });
    const file = `${outDir}/${who}-${Date.now()}.trace.json`;
    await writeFile(file, JSON.stringify({ traceEvents: events }));
    console.log(file);
  } finally {
    await browser.close();
  }
} finally {
  await server.stop();
}
