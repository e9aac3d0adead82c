/**
 * Developer tool: screenshots of screens at phone size (375x812) against a running server.
 *
 *   npx tsx e2e/tools/shots.ts --base http://127.0.0.1:8080 --as patient --out .tmp/shots \
 *     /health/patient/sport /health/patient/life/habit
 *
 * `--as` is patient (demo 13800000001), doctor (doctor01), doctor2 (doctor02), doctor3 (doctor03),
 * admin (admin01), aidoc (AI platform servicer aidoc01 / YH-LP01 in project yzh-yuhang), airesident (the
 * yzh-yuhang demo resident 13800000116) or none. Each path is saved as
 * <out>/<path with / replaced by _>.png (full page); page errors are printed.
 */
import { mkdir } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { openBrowser } from '../fixtures/browser.ts';
import { DEMO } from '../fixtures/demo.ts';
import { DOCTOR_LOGIN_PATH, DoctorLoginPage } from '../pages/DoctorLoginPage.ts';
import { PATIENT_LOGIN_PATH, PatientLoginPage } from '../pages/PatientLoginPage.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    base: { type: 'string', default: 'http://127.0.0.1:8080' },
    as: { type: 'string', default: 'patient' },
    out: { type: 'string', default: '.tmp/shots' },
    wait: { type: 'string', default: '1500' },
  },
});

const browser = await openBrowser(values.base);
const { page } = browser;
try {
  await mkdir(values.out, { recursive: true });
  if (values.as === 'patient') {
    const login = new PatientLoginPage(page);
    await login.open();
    await login.signInWithPassword(DEMO.patient.tel, DEMO.password);
    await page.waitForURL((url) => !url.pathname.includes('login'), { timeout: 15_000 });
  } else if (values.as === 'airesident') {
    await page.goto(`${PATIENT_LOGIN_PATH}?project=yzh-yuhang`);
    const login = new PatientLoginPage(page);
    await login.waitUntilShown();
    await login.signInWithPassword('13800000116', DEMO.password);
    await page.waitForURL((url) => !url.pathname.includes('login'), { timeout: 15_000 });
  } else if (values.as === 'aidoc') {
    await page.goto(`${DOCTOR_LOGIN_PATH}?project=yzh-yuhang`);
    const login = new DoctorLoginPage(page);
    await page.getByPlaceholder('请输入机构编码').waitFor();
    await login.signIn('aidoc01', DEMO.password, 'YH-LP01');
    await page.waitForURL((url) => !url.pathname.includes('login'), { timeout: 15_000 });
  } else if (['doctor', 'doctor2', 'doctor3', 'admin'].includes(values.as)) {
    const who = DEMO[values.as as 'doctor' | 'doctor2' | 'doctor3' | 'admin'];
    const login = new DoctorLoginPage(page);
    await login.open();
    await login.signIn(who.username, DEMO.password, who.orgCode);
    await page.waitForURL((url) => !url.pathname.includes('login'), { timeout: 15_000 });
  }
  for (const target of positionals) {
    await page.goto(target);
    await page.waitForTimeout(Number(values.wait));
    const file = `${values.out}/${target.replace(/[/?&=]+/g, '_').replace(/^_/, '') || 'root'}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(`${target} -> ${file}`);
  }
  if (browser.pageErrors.length > 0) console.log(`page errors:\n${browser.pageErrors.join('\n')}`);
} finally {
  await browser.close();
}
