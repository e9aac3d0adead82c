import { openBrowser } from '../fixtures/browser.ts';
import { DEMO } from '../fixtures/demo.ts';
import { AiChatPage } from '../pages/AiChatPage.ts';
import { PatientLoginPage } from '../pages/PatientLoginPage.ts';

const browser = await openBrowser('http://127.0.0.1:8103');
const { page } = browser;
try {
  const login = new PatientLoginPage(page);
  await login.open();
  await login.signInWithPassword(DEMO.patient.tel, DEMO.password);
  await page.waitForURL((url) => !url.pathname.includes('login'), { timeout: 15_000 });
  const chat = new AiChatPage(page);
  await chat.open();
  await chat.openHistory();
  await page.waitForTimeout(800);
  await page.screenshot({ path: '.tmp/shots/ai_history.png' });
  await chat.session('高血压患者每天吃多少盐合适？').first().click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: '.tmp/shots/ai_seeded.png' });
  await page.getByRole('button', { name: '历史' }).click();
  await page.getByRole('button', { name: '新对话' }).click();
  await chat.ask('爸爸胸口疼，出冷汗');
  await page.getByText('以上内容仅供健康科普参考', { exact: false }).last().waitFor();
  await page.waitForTimeout(500);
  await page.screenshot({ path: '.tmp/shots/ai_emergency.png' });
  await chat.ask('量子纠缠');
  await page.waitForTimeout(1500);
  await page.screenshot({ path: '.tmp/shots/ai_none.png' });
  console.log(browser.pageErrors);
} finally {
  await browser.close();
}
