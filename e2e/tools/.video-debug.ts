import { openBrowser, FAKE_MEDIA_ARGS } from '../fixtures/browser.ts';
import { DEMO } from '../fixtures/demo.ts';
import { DoctorLoginPage } from '../pages/DoctorLoginPage.ts';
import { DoctorHomePage } from '../pages/DoctorHomePage.ts';
import { PatientLoginPage } from '../pages/PatientLoginPage.ts';
import { PatientHomePage } from '../pages/PatientHomePage.ts';
import { VideoPages } from '../pages/VideoPages.ts';
const base = 'http://127.0.0.1:8101';
const s = await openBrowser(base, FAKE_MEDIA_ARGS);
const t = await openBrowser(base, FAKE_MEDIA_ARGS);
const u = await openBrowser(base, FAKE_MEDIA_ARGS);
for (const [n, b] of [['D', s], ['P', t], ['G', u]] as const) {
  b.page.on('console', (m) => m.type() !== 'debug' && m.type() !== 'verbose' && console.log(n, m.type(), m.text().slice(0, 200)));
  b.page.on('pageerror', (e) => console.log(n, 'PAGEERROR', e.message));
}
try {
  const pl = new PatientLoginPage(t.page);
  await pl.open();
  await pl.signInWithPassword(DEMO.patient.tel, DEMO.password);
  await new PatientHomePage(t.page).waitUntilShown();
  const login = new DoctorLoginPage(s.page);
  await login.open();
  await login.signIn(DEMO.doctor.username, DEMO.password, DEMO.doctor.orgCode);
  await new DoctorHomePage(s.page).waitUntilShown();
  const d = new VideoPages(s.page);
  await d.openConsults();
  const title = `调试${Date.now() % 10000}`;
  await d.schedule(title, '张三', ['王医生']);
  const notice = t.page.getByRole('status').filter({ hasText: `新的远程会诊：${title}` });
  await notice.waitFor({ timeout: 15_000 });
  await notice.getByRole('button', { name: '查看' }).click();
  const p = new VideoPages(t.page);
  await p.consult(title).waitFor();
  await d.enter(title);
  await p.enter(title);
  await s.page.waitForTimeout(5000);
  console.log('D playing', await d.playing('张三').catch((e) => e.message));
  console.log('P playing', await p.playing('王医生').catch((e) => e.message));
  const first = await d.inviteLink().inputValue();
  console.log('link', first);
  const gl = new DoctorLoginPage(u.page);
  await gl.open();
  await gl.signIn(DEMO.doctor3.username, DEMO.password, DEMO.doctor3.orgCode);
  await new DoctorHomePage(u.page).waitUntilShown();
  const inv = new URL(first);
  await u.page.goto(`${inv.pathname}${inv.search}${inv.hash}`);
  const g = new VideoPages(u.page);
  await g.room().waitFor();
  await u.page.waitForTimeout(6000);
  console.log('G playing D', await g.playing('王医生').catch((e) => e.message));
  console.log('G playing P', await g.playing('张三').catch((e) => e.message));
  console.log('D playing G', await d.playing('陈医生').catch((e) => e.message));
  await u.page.screenshot({ path: '.tmp/shots/debug-g.png' });
} catch (e) {
  console.log('ERR', (e as Error).message.slice(0, 300));
} finally {
  await s.page.screenshot({ path: '.tmp/shots/debug-d.png' });
  await t.page.screenshot({ path: '.tmp/shots/debug-p.png' });
  await s.close();
  await t.close();
  await u.close();
}
