import { afterEach, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser, shoot } from '../fixtures/browser.ts';
import { DEMO } from '../fixtures/demo.ts';
import { AddQuestionPage, BeforeQuestionPage, PostDiagnosisPage } from '../pages/AiQuestionPages.ts';
import { DOCTOR_LOGIN_PATH, DoctorLoginPage } from '../pages/DoctorLoginPage.ts';
import { QuestionFormPage, QuestionResultPage } from '../pages/QuestionnairePages.ts';

describe('Journey: AI platform questionnaires after a diagnosis', () => {
  let browser: BrowserSession | undefined;
  afterEach(async () => {
    await browser?.close();
  });

  it('a district servicer adds mMRC for a resident awaiting post-diagnosis care, fills it in with them and finds it answered', async () => {
    browser = await openBrowser(inject('baseURL'));
    const { page } = browser;
    await page.goto(`${DOCTOR_LOGIN_PATH}?project=yzh-yuhang`);
    await page.getByPlaceholder('请输入机构编码').waitFor();
    await new DoctorLoginPage(page).signIn('aidoc01', DEMO.password, 'YH-LP01');
    await page.waitForURL((url) => !url.pathname.includes('login'), { timeout: 15_000 });

    // When I open post-diagnosis management, residents waiting for care are listed first
    const post = new PostDiagnosisPage(page);
    await post.open();
    expect(await post.rows().first().textContent()).toContain('待管理');
    const name = await post.addQuestionForFirst();

    // And I add mMRC for that resident
    const add = new AddQuestionPage(page);
    await add.chosen().waitFor();
    expect(await add.chosen().textContent()).toContain(name);
    await add.choose('呼吸困难评估（mMRC）');
    await add.add();
    expect(await add.added().textContent()).toContain(`已为 ${name} 添加《呼吸困难评估（mMRC）》`);
    expect(await add.added().textContent()).toContain('#t=');

    // And fill it in with them: the engine scores it
    await add.fillNow();
    const form = new QuestionFormPage(page);
    await form.choose('您的呼吸困难程度', '2级：由于气短，平地行走时比同龄人慢或者需要停下来休息');
    await shoot(page, 'ai-question-fill');
    await form.submit();
    const result = new QuestionResultPage(page);
    await page.getByTestId('result-total').waitFor();
    expect(await result.total()).toBe('2');
    expect(await result.level()).toBe('呼吸困难较重');

    // Then the list shows it answered
    const list = new BeforeQuestionPage(page);
    await list.open();
    await list.tab('已填写');
    await expect
      .poll(async () => (await list.rows().first().textContent()) ?? '')
      .toContain('呼吸困难评估（mMRC）');
    expect(await list.rows().first().textContent()).toContain(name);
  });
});
