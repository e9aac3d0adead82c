import { afterEach, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser, shoot } from '../fixtures/browser.ts';
import { DEMO } from '../fixtures/demo.ts';
import { DemoApi } from '../pages/DemoApi.ts';
import { DoctorHomePage } from '../pages/DoctorHomePage.ts';
import { DoctorLoginPage } from '../pages/DoctorLoginPage.ts';
import { hypertensivePatient } from '../pages/HealthApi.ts';
import { AssignmentsPage, DoctorResultPage, ScreeningPage } from '../pages/QuestionDoctorPages.ts';
import { QuestionFormPage, QuestionResultPage } from '../pages/QuestionnairePages.ts';

const PHQ9 = [
  '1. 做事时提不起劲或没有兴趣',
  '2. 感到心情低落、沮丧或绝望',
  '3. 入睡困难、睡不安稳或睡眠过多',
  '4. 感觉疲倦或没有活力',
  '5. 食欲不振或吃太多',
  '6. 觉得自己很糟——或觉得自己很失败，或让自己或家人失望',
  '7. 对事物专注有困难，例如阅读报纸或看电视时',
  '8. 动作或说话速度缓慢到别人已经觉察？或正好相反——烦躁或坐立不安、动来动去的情况更胜于平常',
  '9. 有不如死掉或用某种方式伤害自己的念头',
];

describe('Journey: a doctor assigns PHQ-9 to three patients, one answers through the no-login link', () => {
  const sessions: BrowserSession[] = [];
  afterEach(async () => {
    for (const s of sessions.splice(0)) await s.close();
  });

  it('王医生 assigns, 何志强 answers on his own phone without signing in, the doctor sees who answered and the result', async () => {
    const api = new DemoApi(inject('baseURL'));
    const token = await api.doctorToken(DEMO.doctor.username, DEMO.password, DEMO.doctor.orgCode);
    const names = ['何志强', '许静怡', '邓建华'];
    for (const n of names) await hypertensivePatient(api, token, n);

    const doctor = await openBrowser(inject('baseURL'));
    sessions.push(doctor);
    const { page } = doctor;
    const login = new DoctorLoginPage(page);
    await login.open();
    await login.signIn(DEMO.doctor.username, DEMO.password, DEMO.doctor.orgCode);
    await new DoctorHomePage(page).waitUntilShown();

    const screening = new ScreeningPage(page);
    await screening.open();
    await screening.chooseQuestionnaire('抑郁症筛查量表（PHQ-9）');
    for (const n of names) await screening.pickPatient(n);
    await page.getByText('开发环境未接入短信网关').waitFor();
    await shoot(page, 'question-doctor-assign');
    await screening.assign(3);
    expect(await screening.resultText().textContent()).toContain(
      '已布置《抑郁症筛查量表（PHQ-9）》给 3 位患者',
    );
    await screening.resultText().getByText('开发环境：短信未真正发出，内容已写入服务器日志').waitFor();
    const link = await screening.linkOf('何志强');
    expect(link).toMatch(/\/no\/login\/form#t=[A-Za-z0-9_-]{43}$/);
    await shoot(page, 'question-doctor-links');

    // 何志强's own phone: a fresh browser, no session.
    const phone = await openBrowser(inject('baseURL'));
    sessions.push(phone);
    await phone.page.goto(link);
    await phone.page.getByText('填写人：').waitFor();
    const form = new QuestionFormPage(phone.page);
    for (const q of PHQ9.slice(0, 8)) await form.choose(q, '几乎每天');
    await form.choose(PHQ9[8] ?? '', '好几天');
    await form.submit();
    const answered = new QuestionResultPage(phone.page);
    expect(await answered.total()).toBe('25');
    expect(await answered.level()).toBe('重度抑郁症状');

    // The doctor's screen hears about the high-risk answer at once.
    const notice = page.getByTestId('question-risk-notice');
    await notice.waitFor({ timeout: 10_000 });
    expect(await notice.textContent()).toContain('抑郁症筛查量表（PHQ-9）');

    // Who answered and who not.
    await screening.resultText().getByRole('button', { name: '查看填写情况' }).click();
    const list = new AssignmentsPage(page);
    await list.row('何志强').getByText('已填写').waitFor();
    expect(await list.row('许静怡').textContent()).toContain('待填写');
    expect(await list.row('邓建华').textContent()).toContain('待填写');
    expect(await list.row('何志强').textContent()).toContain('高风险');
    await shoot(page, 'question-doctor-assignments');

    // The result, as the doctor reads it.
    await list.row('何志强').getByRole('button', { name: '查看结果' }).click();
    const result = new DoctorResultPage(page);
    expect(await result.patient()).toBe('何志强');
    expect(await result.total()).toBe('25');
    expect(await result.level()).toBe('重度抑郁症状');
    await page.getByText('免登录链接填写').waitFor();
    await page.getByRole('region', { name: '答题明细' }).getByText('几乎每天').first().waitFor();
    await shoot(page, 'question-doctor-result');

    // The dashboard's 高风险问卷 list has it; marking it handled moves it to 已处理.
    await page.goto('/app/yzh/jiayi/doctor/question/assessment/screening?risk=1');
    const row = page.getByTestId('risk-row').filter({ hasText: '何志强' });
    await row.waitFor();
    await shoot(page, 'question-doctor-risks');
    await row.getByRole('button', { name: '标记已处理' }).click();
    await row.waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: '已处理' }).click();
    await page.getByTestId('risk-row').filter({ hasText: '何志强' }).getByText(/已于/).waitFor();
  });
});
