import { openBrowser } from '../fixtures/browser.ts';
import { DEMO } from '../fixtures/demo.ts';
import { DoctorLoginPage } from '../pages/DoctorLoginPage.ts';
import { IdentifyPatientPage } from '../pages/DevicePages.ts';

const base = 'http://127.0.0.1:8106';
const b = await openBrowser(base);
try {
  const login = new DoctorLoginPage(b.page);
  await login.open();
  await login.signIn(DEMO.doctor.username, DEMO.password, DEMO.doctor.orgCode);
  await b.page.waitForURL((u) => !u.pathname.includes('login'));
  await b.page.goto('/app/yzh/jiayi/doctor/device/identify/patient');
  const id = new IdentifyPatientPage(b.page);
  await id.findDevice('KHNEW-0009');
  await id.newDeviceForm().waitFor();
  await id.findPatient('李');
  await id.options().first().waitFor();
  await id.options().first().click();
  await b.page.waitForTimeout(500);
  await b.page.screenshot({ path: '.tmp/shots/identify_new_device.png', fullPage: true });
  await b.page.goto('/app/yzh/jiayi/doctor/device/identify/patient?deviceId=1');
  await id.findPatient('李四');
  await id.options().first().click();
  await b.page.waitForTimeout(500);
  await b.page.screenshot({ path: '.tmp/shots/identify_existing_device.png', fullPage: true });
  await b.page.goto('/app/yzh/jiayi/doctor/device/list?tab=apply');
  await b.page.getByRole('button', { name: '通过' }).click();
  await b.page.waitForTimeout(800);
  await b.page.screenshot({ path: '.tmp/shots/approve_sheet.png' });
  console.log(b.pageErrors);
} finally {
  await b.close();
}
