import { randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser, shoot } from '../fixtures/browser.ts';
import { DEMO } from '../fixtures/demo.ts';
import { ModerationQueuePage, QuestionDetailPage } from '../pages/CirclePages.ts';
import { DemoApi, randomTel } from '../pages/DemoApi.ts';
import { DoctorHomePage } from '../pages/DoctorHomePage.ts';
import { DoctorLoginPage } from '../pages/DoctorLoginPage.ts';
import { PatientHomePage } from '../pages/PatientHomePage.ts';
import { PatientLoginPage } from '../pages/PatientLoginPage.ts';

async function signInPatient(session: BrowserSession, tel: string): Promise<void> {
  const login = new PatientLoginPage(session.page);
  await login.open();
  await login.signInWithPassword(tel, DEMO.password);
  await new PatientHomePage(session.page).waitUntilShown();
}

describe('Journey: a circle comment waits for a servicer', () => {
  const sessions: BrowserSession[] = [];
  let api: DemoApi;
  const open = async () => {
    const s = await openBrowser(inject('baseURL'));
    sessions.push(s);
    return s;
  };
  beforeEach(() => {
    api = new DemoApi(inject('baseURL'));
  });
  afterEach(async () => {
    for (const s of sessions.splice(0)) await s.close();
  });

  it('张三 comments on a question; a second patient sees it only after doctor01 passes it', async () => {
    const doctorToken = await api.doctorToken(DEMO.doctor.username, DEMO.password, DEMO.doctor.orgCode);
    const questions = await api.call<{ list: { id: number; title: string | null }[] }>(
      'GET',
      '/api/education/circle/question/answer?type=question&pageSize=100',
      { token: doctorToken },
    );
    const question = questions.list.find((q) => q.title === '早上起床血压总是偏高，正常吗？');
    if (!question) throw new Error('the seeded question is missing');
    const second = randomTel();
    await api.createCustomer(doctorToken, { tel: second, password: DEMO.password, name: '钱病友' });
    const text = `我也是早上高，按医生说的连续记录一周看看 ${randomBytes(2).toString('hex')}`;

    // When 张三 writes a comment, it is theirs at once, marked 审核中.
    const author = await open();
    await signInPatient(author, DEMO.patient.tel);
    const mine = new QuestionDetailPage(author.page);
    await mine.open(question.id);
    await mine.writeComment(text);
    await mine.comment(text).getByTestId('comment-state').filter({ hasText: '审核中' }).waitFor();
    await shoot(author.page, 'circle-comment-pending');

    // A second patient does not see it.
    const reader = await open();
    await signInPatient(reader, second);
    const theirs = new QuestionDetailPage(reader.page);
    await theirs.open(question.id);
    expect(await theirs.comment(text).count()).toBe(0);

    // doctor01 passes it in the moderation queue.
    const servicer = await open();
    const doctorLogin = new DoctorLoginPage(servicer.page);
    await doctorLogin.open();
    await doctorLogin.signIn(DEMO.doctor.username, DEMO.password, DEMO.doctor.orgCode);
    await new DoctorHomePage(servicer.page).waitUntilShown();
    const queue = new ModerationQueuePage(servicer.page);
    await queue.open();
    await queue.item(text).waitFor();
    await shoot(servicer.page, 'circle-moderation-queue');
    await queue.pass(text);
    await servicer.page.getByText('已通过').waitFor();

    // Now the second patient sees it, and 张三 no longer sees 审核中.
    await theirs.open(question.id);
    await theirs.comment(text).waitFor();
    await mine.open(question.id);
    await mine.comment(text).waitFor();
    expect(await mine.comment(text).getByTestId('comment-state').count()).toBe(0);
    for (const s of [author, reader, servicer]) expect(s.pageErrors).toEqual([]);
  });
});
