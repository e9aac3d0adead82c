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

    // And fill it in with them: what I choose is kept as a draft (暂存) on the server
    await add.fillNow();
    const form = new QuestionFormPage(page);
    const answer = '2级：由于气短，平地行走时比同龄人慢或者需要停下来休息';
    await form.choose('您的呼吸困难程度', answer);
    await form
      .draftStatus()
      .getByText(/已自动暂存/)
      .waitFor();
    await shoot(page, 'ai-question-fill');

    // When the page is closed and opened again, the answer is back from the server
    const fillUrl = page.url();
    await page.goto('about:blank');
    await page.goto(fillUrl);
    await form
      .draftStatus()
      .getByText(/已恢复/)
      .waitFor();
    expect(await form.isChosen('您的呼吸困难程度', answer)).toBe(true);

    // And submitting stores it: the engine scores it
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

    // And the draft is gone: filling it again starts empty
    await page.goto(fillUrl);
    await form.item('您的呼吸困难程度').waitFor();
    expect(await form.draftStatus().textContent()).toBe('');
    expect(await form.isChosen('您的呼吸困难程度', answer)).toBe(false);
    expect(browser.pageErrors).toEqual([]);
  });
});
