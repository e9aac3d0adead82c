import { afterEach, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../fixtures/browser.ts';
import { DEMO } from '../fixtures/demo.ts';
import { AiChatPage } from '../pages/AiChatPage.ts';
import { PatientHomePage } from '../pages/PatientHomePage.ts';
import { PatientLoginPage } from '../pages/PatientLoginPage.ts';

describe('Journey: the AI health assistant', () => {
  let browser: BrowserSession | undefined;
  afterEach(async () => {
    await browser?.close();
  });

  it('a patient asks a question and sees the streamed knowledge-base answer with article links that open the article', async () => {
    browser = await openBrowser(inject('baseURL'));
    const { page } = browser;
    const login = new PatientLoginPage(page);
    await login.open();
    await login.signInWithPassword(DEMO.patient.tel, DEMO.password);
    await new PatientHomePage(page).waitUntilShown();

    // Given the assistant, which says plainly it is a knowledge-base search (no model configured)
    const chat = new AiChatPage(page);
    await chat.open();
    await expect.poll(() => chat.providerNotice().textContent()).toContain('知识库检索');
    expect(await chat.providerNotice().textContent()).toContain('不是人工智能生成');

    // And my earlier conversation is in the history
    await chat.openHistory();
    await chat.session('高血压患者每天吃多少盐合适？').waitFor();
    await page.getByRole('button', { name: '新对话' }).click();

    // When I ask a question whose words are in a seeded article
    await chat.recordAnswerTexts();
    await chat.ask('在家测血压要注意哪些细节？');

    // Then the answer streams in: busy and empty first, then the text with links and the disclaimer
    const answer = chat.lastAnswer();
    await answer.getByText('以上内容仅供健康科普参考', { exact: false }).waitFor();
    const texts = await chat.recordedTexts();
    expect(texts[0]).toMatch(/^busy:/);
    expect(texts.at(-1)).toMatch(/^done:[1-9]/);
    const lengths = texts.map((t) => Number(t.split(':')[1]));
    expect(lengths.at(-1)).toBeGreaterThan(lengths[0] ?? 0);
    expect(await answer.textContent()).toContain('知识库检索');
    expect(await answer.textContent()).toContain('并非人工智能模型生成');
    const link = answer.getByTestId('ai-source').filter({ hasText: '在家测血压' });
    await link.waitFor();

    // And the article link opens the article
    await link.click();
    await page.getByRole('heading', { name: /在家测血压/ }).waitFor();
    expect(page.url()).toContain('/app/common/article/detail?id=');
    expect(browser.pageErrors).toEqual([]);
  });

  it('a question naming stroke signs shows the emergency advice before the answer', async () => {
    browser = await openBrowser(inject('baseURL'));
    const { page } = browser;
    const login = new PatientLoginPage(page);
    await login.open();
    await login.signInWithPassword(DEMO.patient.tel, DEMO.password);
    await new PatientHomePage(page).waitUntilShown();
    const chat = new AiChatPage(page);
    await chat.open();
    await chat.ask('我妈突然口角歪斜，说话不清楚');
    const answer = chat.lastAnswer();
    await answer.getByTestId('ai-emergency').waitFor();
    const text = (await answer.textContent()) ?? '';
    expect(text.indexOf('拨打120')).toBeLessThan(text.indexOf('知识库检索'));
    await answer.getByText('以上内容仅供健康科普参考', { exact: false }).waitFor();
  });
});
