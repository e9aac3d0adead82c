import { afterEach, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser, shoot } from '../fixtures/browser.ts';
import { DEMO } from '../fixtures/demo.ts';
import { DemoApi } from '../pages/DemoApi.ts';
import { DoctorHomePage } from '../pages/DoctorHomePage.ts';
import { DoctorLoginPage } from '../pages/DoctorLoginPage.ts';
import { hypertensivePatient } from '../pages/HealthApi.ts';
import { AssignmentsPage, SCREENING_PATH, ScreeningPage } from '../pages/QuestionDoctorPages.ts';
import { QuestionFormPage } from '../pages/QuestionnairePages.ts';

const NAME = '睡眠情况问卷';
const Q1 = '最近一周是否失眠';
const Q2 = '失眠的主要原因';
const Q3 = '每晚大约睡几小时';

describe('Journey: a doctor writes a questionnaire with a condition, assigns it, the patient answers', () => {
  const sessions: BrowserSession[] = [];
  afterEach(async () => {
    for (const s of sessions.splice(0)) await s.close();
  });

  it('王医生 creates a 3-item questionnaire (the second, multi-line, only after 是), previews it, assigns it; 方志远 answers through the link', async () => {
    const api = new DemoApi(inject('baseURL'));
    const token = await api.doctorToken(DEMO.doctor.username, DEMO.password, DEMO.doctor.orgCode);
    await hypertensivePatient(api, token, '方志远');

    const doctor = await openBrowser(inject('baseURL'));
    sessions.push(doctor);
    const { page } = doctor;
    const login = new DoctorLoginPage(page);
    await login.open();
    await login.signIn(DEMO.doctor.username, DEMO.password, DEMO.doctor.orgCode);
    await new DoctorHomePage(page).waitUntilShown();

    // Questionnaire management lists the project's definitions; built-ins are read-only.
    await page.goto(`${SCREENING_PATH}?typeValue=1`);
    await page.getByText('内置量表').first().waitFor();
    await page.getByRole('button', { name: '新建问卷' }).click();

    await page.getByLabel('问卷名称').fill(NAME);
    await page.getByRole('button', { name: '添加题目' }).click();
    await page.getByLabel('第1题内容').fill(Q1);
    await page.getByRole('button', { name: '添加题目' }).click();
    await page.getByLabel('第2题题型').selectOption('2');
    await page.getByLabel('第2题内容').fill(Q2);
    const second = page.getByTestId('editor-item').nth(1);
    await second.getByLabel('条件题目').selectOption('q1');
    await second.getByLabel('条件运算').selectOption('=');
    await second.getByLabel('条件取值').selectOption('1');
    await page.getByRole('button', { name: '添加题目' }).click();
    await page.getByLabel('第3题题型').selectOption('7');
    await page.getByLabel('第3题内容').fill(Q3);
    const third = page.getByTestId('editor-item').nth(2);
    await third.getByLabel('最小值').fill('0');
    await third.getByLabel('最大值').fill('24');
    await third.getByLabel('单位').fill('小时');
    // An inconsistent bound is caught before saving, with the engine's own message.
    await third.getByLabel('最小值').fill('30');
    await page.getByRole('alert').getByText('第3题的最小值不能大于最大值').waitFor();
    await third.getByLabel('最小值').fill('0');
    await page.getByRole('alert').waitFor({ state: 'detached' });
    await shoot(page, 'question-editor');

    // The preview is the real renderer: the second item shows only after 是.
    await page.getByRole('button', { name: '预览' }).click();
    const preview = new QuestionFormPage(page);
    await preview.item(Q1).waitFor();
    expect(await preview.item(Q2).count()).toBe(0);
    await preview.choose(Q1, '是');
    await preview.item(Q2).waitFor();
    await shoot(page, 'question-editor-preview');
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByTestId(/^def-/).filter({ hasText: NAME }).waitFor();
    await shoot(page, 'question-manage');

    // Assign it to 方志远.
    const screening = new ScreeningPage(page);
    await screening.open();
    await screening.chooseQuestionnaire(NAME);
    await screening.pickPatient('方志远');
    await screening.assign(1);
    const link = await screening.linkOf('方志远');
    expect(link).toMatch(/\/no\/login\/form#t=[A-Za-z0-9_-]{43}$/);

    // 方志远 answers on his own phone (no session): the condition shows the second item.
    const phone = await openBrowser(inject('baseURL'));
    sessions.push(phone);
    await phone.page.goto(link);
    await phone.page.getByText('填写人：').waitFor();
    const form = new QuestionFormPage(phone.page);
    await form.item(Q1).waitFor();
    expect(await form.item(Q2).count()).toBe(0);
    await form.choose(Q1, '是');
    // The second item is multi-line: the box grows with the lines typed (2 rows when empty).
    const reasons = form.item(Q2).getByRole('textbox');
    const emptyHeight = await reasons.evaluate((e) => e.getBoundingClientRect().height);
    await reasons.fill('工作压力大\n夜里常醒\n睡前看手机');
    expect(await reasons.evaluate((e) => e.getBoundingClientRect().height)).toBeGreaterThan(emptyHeight);
    await form.item(Q3).getByRole('textbox').fill('6');
    await form.submit();
    await phone.page.getByTestId('question-result').getByText('问卷已提交，感谢您的填写。').waitFor();
    await shoot(phone.page, 'question-editor-answered');

    // The doctor sees it answered.
    await screening.resultText().getByRole('button', { name: '查看填写情况' }).click();
    const list = new AssignmentsPage(page);
    await list.row('方志远').getByText('已填写').waitFor();
  });
});
