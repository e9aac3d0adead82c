// `npm test`: the whole suite. Unit and API tests (vitest: shared, web-unit, server on the
// embedded PostgreSQL, and server-pg when TEST_DATABASE_URL is set), then the browser journeys
// in Chromium against the built server. Any failure fails the run; nothing is skipped silently.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';

function run(command, args, env = {}) {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Chromium is missing at ${CHROMIUM}. Install it with:\n  sudo apt-get update && sudo apt-get install -y chromium fonts-wqy-microhei`,
    );
    process.exit(1);
  }
  console.log('Chromium is missing: installing Debian chromium and a CJK font (about 2 minutes)...');
  if (
    run('apt-get', ['update', '-qq']) !== 0 ||
    run('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-wqy-microhei']) !== 0
  ) {
    console.error('Installing chromium failed.');
    process.exit(1);
  }
}

function counts(file) {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    return {
      passed: report.numPassedTests ?? 0,
      failed: report.numFailedTests ?? 0,
      skipped: report.numPendingTests ?? 0,
    };
  } catch {
    return { passed: 0, failed: 0, skipped: 0 };
  }
}

mkdirSync('.tmp', { recursive: true });
ensureChromium();
const unit = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  '--outputFile.json=.tmp/vitest-unit.json',
]);
const build = run('npm', ['run', 'build']);
const e2e = build === 0 ? run('npm', ['test', '-w', '@kanghu/e2e']) : 1;

const u = counts('.tmp/vitest-unit.json');
const e = counts('.tmp/vitest-e2e.json');
const passed = u.passed + e.passed;
const failed =
  u.failed + e.failed + (unit !== 0 && u.failed === 0 ? 1 : 0) + (e2e !== 0 && e.failed === 0 ? 1 : 0);
console.log(
  `\nunit+api: ${u.passed} passed, ${u.failed} failed, ${u.skipped} skipped; browser: ${e.passed} passed, ${e.failed} failed`,
);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(unit === 0 && e2e === 0 ? 0 : 1);
