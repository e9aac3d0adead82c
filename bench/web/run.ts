import { startKanghu } from '../lib/servers.ts';
import { builtChunks } from './chunks.ts';
import { DEMO_PROJECT, loginDemoDoctor, loginDemoPatient, signedInEntries } from './demo-session.ts';
import { medianLighthouse } from './lighthouse.ts';
import { scriptsLoadedBy } from './login-js.ts';
import { benchQuestionnaireForm } from './questionnaire.ts';
import { type BudgetResult, kb, ms, printTable } from './report.ts';

/**
 * `npm run bench:web`: the web budgets of issue 3 section 7, issue 9 point 7 and issue 12 section 3 against the
 * production build served by the built server on a fresh database. Not a test: prints the numbers, exits 1 on a
 * missed budget. BENCH_WEB_ONLY=questionnaire runs only the questionnaire form case, BENCH_WEB_ONLY=lighthouse
 * only the Lighthouse runs (BENCH_WEB_PAGES=login,patient,doctor picks the pages; default all three).
 */
const ONLY = process.env.BENCH_WEB_ONLY;
if (ONLY !== undefined && ONLY !== 'questionnaire' && ONLY !== 'lighthouse')
  throw new Error(`BENCH_WEB_ONLY=${ONLY}: only "questionnaire" or "lighthouse" can run alone`);
const everything = ONLY === undefined;
const lighthouseToo = everything || ONLY === 'lighthouse';
const PAGES = new Set((process.env.BENCH_WEB_PAGES ?? 'login,patient,doctor').split(','));
const LOGIN_JS_BUDGET = 200 * 1024;
const SCREEN_CHUNK_BUDGET = 60 * 1024;
/** Issue 9 point 7: Lighthouse mobile performance, LCP and accessibility on /login and both homes. */
const LIGHTHOUSE_BUDGET = 95;
const LCP_BUDGET_MS = 2500;
const ACCESSIBILITY_BUDGET = 100;
/** BENCH_WEB_LOGIN_PATH measures another sign-in page (e.g. while `/login` is not built yet). */
const LOGIN_PATH = process.env.BENCH_WEB_LOGIN_PATH ?? '/login';
const HOME_PATH = '/health/user/index';
const DOCTOR_HOME_PATH = '/health/doctor/index';
/** Lighthouse runs per page; the median is reported. */
const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.BENCH_WEB_LIGHTHOUSE_RUNS ?? 3));

const started = Date.now();
const budgets: BudgetResult[] = [];

if (everything) {
  const chunks = await builtChunks();
  const screens = chunks.filter((c) => c.kind === 'screen');
  printTable(
    'Largest screen chunks (gzip level 9)',
    ['chunk', 'min', 'gzip'],
    screens.slice(0, 5).map((c) => [c.file, kb(c.bytes), kb(c.gzip)]),
  );
  printTable(
    'Largest other chunks (not budgeted per chunk)',
    ['chunk', 'kind', 'from node_modules', 'min', 'gzip'],
    chunks
      .filter((c) => c.kind !== 'screen')
      .slice(0, 6)
      .map((c) => [c.file, c.kind, `${Math.round(c.vendorShare * 100)}%`, kb(c.bytes), kb(c.gzip)]),
  );
  const largestScreen = screens[0];
  budgets.push({
    name: `largest screen chunk (${screens.length} screen chunks)`,
    measured: largestScreen ? `${kb(largestScreen.gzip)} ${largestScreen.file}` : 'none',
    limit: `<= ${kb(SCREEN_CHUNK_BUDGET)} gz`,
    pass: (largestScreen?.gzip ?? 0) <= SCREEN_CHUNK_BUDGET,
  });
}

const server = await startKanghu();
try {
  if (lighthouseToo) {
    const { scripts, rendered } = await scriptsLoadedBy(server.url, LOGIN_PATH);
    if (!rendered) console.log(`\n${LOGIN_PATH} shows no form field: not the sign-in page (404?)`);
    const loginJs = scripts.reduce((sum, s) => sum + s.gzip, 0);
    printTable(
      `JavaScript loaded by ${LOGIN_PATH} (response bodies, gzip level 9)`,
      ['script', 'min', 'gzip'],
      scripts.map((s) => [s.path, kb(s.bytes), kb(s.gzip)]),
    );
    budgets.push({
      name: `JS loaded for ${LOGIN_PATH} (${scripts.length} scripts)`,
      measured: `${kb(loginJs)} gz${rendered ? '' : ' (no sign-in form)'}`,
      limit: `<= ${kb(LOGIN_JS_BUDGET)} gz`,
      pass: loginJs <= LOGIN_JS_BUDGET && scripts.length > 0 && rendered,
    });

    // Lighthouse counts bytes as sent: without compression every script costs 3-4 times its gzip size.
    const sample = scripts[0]?.path;
    if (sample) {
      const response = await fetch(`${server.url}${sample}`, { headers: { 'Accept-Encoding': 'br, gzip' } });
      await response.arrayBuffer();
      const encoding = response.headers.get('content-encoding');
      console.log(`\nServer compression of ${sample}: ${encoding ?? 'none (Lighthouse sees raw sizes)'}`);
    }

    const patient = await loginDemoPatient(server.url);
    const doctor = await loginDemoDoctor(server.url);
    const runs = [];
    if (PAGES.has('login')) runs.push(await medianLighthouse(server.url, LOGIN_PATH, {}, LIGHTHOUSE_RUNS));
    if (PAGES.has('patient'))
      runs.push(
        await medianLighthouse(
          server.url,
          HOME_PATH,
          signedInEntries(DEMO_PROJECT, patient),
          LIGHTHOUSE_RUNS,
        ),
      );
    if (PAGES.has('doctor'))
      runs.push(
        await medianLighthouse(
          server.url,
          DOCTOR_HOME_PATH,
          signedInEntries(DEMO_PROJECT, doctor),
          LIGHTHOUSE_RUNS,
        ),
      );
    printTable(
      `Lighthouse (default mobile config, performance and accessibility; median of ${LIGHTHOUSE_RUNS})`,
      ['path', 'ended on', 'scores', 'median', 'a11y', 'FCP', 'LCP', 'TBT', 'CLS', 'SI', 'transfer'],
      runs.map((r) => [
        r.path,
        r.finalPath,
        r.scores.join(' '),
        String(r.score),
        String(r.accessibility),
        ms(r.metrics.fcp),
        ms(r.metrics.lcp),
        ms(r.metrics.tbt),
        r.metrics.cls.toFixed(3),
        ms(r.metrics.si),
        kb(r.transferBytes),
      ]),
    );
    for (const run of runs) {
      if (run.opportunities.length > 0)
        console.log(`  ${run.path} opportunities: ${run.opportunities.join('; ')}`);
      if (run.pageErrors.length > 0) console.log(`  ${run.path} page errors: ${run.pageErrors.join('; ')}`);
      if (run.accessibilityFailures.length > 0)
        console.log(`  ${run.path} accessibility failures: ${run.accessibilityFailures.join('; ')}`);
      const valid = run.finalPath === run.path && run.rendered && (run.path !== LOGIN_PATH || rendered);
      budgets.push({
        name: `Lighthouse performance ${run.path}`,
        measured: `${run.score}${valid ? '' : ` (screen not shown: ended on ${run.finalPath})`}`,
        limit: `>= ${LIGHTHOUSE_BUDGET}`,
        pass: run.score >= LIGHTHOUSE_BUDGET && valid,
      });
      budgets.push({
        name: `Lighthouse LCP ${run.path}`,
        measured: ms(run.metrics.lcp),
        limit: `<= ${ms(LCP_BUDGET_MS)}`,
        pass: run.metrics.lcp <= LCP_BUDGET_MS && valid,
      });
      budgets.push({
        name: `Lighthouse accessibility ${run.path}`,
        measured: String(run.accessibility),
        limit: `>= ${ACCESSIBILITY_BUDGET}`,
        pass: run.accessibility >= ACCESSIBILITY_BUDGET && valid,
      });
    }
  }
  if (ONLY !== 'lighthouse')
    budgets.push(
      ...(await benchQuestionnaireForm(server.url, server.pgUrl, await loginDemoPatient(server.url))),
    );
} finally {
  await server.stop();
}

printTable(
  `Web budgets (issue 3 section 7, issue 9 point 7, issue 12 section 3), ${((Date.now() - started) / 1000).toFixed(0)} s`,
  ['budget', 'measured', 'limit', 'result'],
  budgets.map((b) => [b.name, b.measured, b.limit, b.pass ? 'PASS' : 'FAIL']),
);
process.exit(budgets.every((b) => b.pass) ? 0 : 1);
