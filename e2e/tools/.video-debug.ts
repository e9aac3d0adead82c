import { openBrowser, FAKE_MEDIA_ARGS } from '../fixtures/browser.ts';
import { DEMO } from '../fixtures/demo.ts';
import { DoctorLoginPage } from '../pages/DoctorLoginPage.ts';
import { DoctorHomePage } from '../pages/DoctorHomePage.ts';
import { VideoPages } from '../pages/VideoPages.ts';
const s = await openBrowser('http://127.0.0.1:8101', FAKE_MEDIA_ARGS);
s.page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)));
s.page.on('response', async (r) => { if (r.url().includes('/api/base/remote')) console.log('resp', r.status(), (await r.text()).slice(0, 300)); });
try {
  const login = new DoctorLoginPage(s.page);
  await login.open();
  await login.signIn(DEMO.doctor.username, DEMO.password, DEMO.doctor.orgCode);
  await new DoctorHomePage(s.page).waitUntilShown();
  const d = new VideoPages(s.page);
  await d.openConsults();
  await d.schedule('调试会诊', '张三', ['王医生']).catch((e) => console.log('ERR', e.message.slice(0, 200)));
} finally {
  await s.page.screenshot({ path: '.tmp/shots/debug.png' });
  await s.close();
}
