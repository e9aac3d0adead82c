import { assessCopd, CAT_HIGH_FROM } from '@kanghu/shared';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../fixtures/browser.ts';
import { DEMO } from '../fixtures/demo.ts';
import { BreathQuestionPage } from '../pages/CopdPages.ts';
import { HealthApi } from '../pages/HealthApi.ts';
import { PatientHomePage } from '../pages/PatientHomePage.ts';
import { PatientLoginPage } from '../pages/PatientLoginPage.ts';

const CAT_ITEMS = ['咳嗽', '咳痰', '胸闷', '爬坡或上楼', '家务活动', '外出信心', '睡眠', '精力'];
const EMERGENCY = '过去12个月中度急性加重次数（需用抗生素和/或口服激素治疗，未住院）';
const HOSPITALIZED = '过去12个月因急性加重住院次数';

describe('Journey: COPD breath question (CAT + mMRC + exacerbations → GOLD ABE)', () => {
  let browser: BrowserSession;
  beforeEach(async () => {
    browser = await openBrowser(inject('baseURL'));
  });
  afterEach(async () => {
    await browser?.close();
  });

  it('I answer CAT, mMRC and my exacerbations and see the GOLD group of the published rule', async () => {
    const { page } = browser;
    const login = new PatientLoginPage(page);
    await login.open();
    await login.signInWithPassword(DEMO.patient.tel, DEMO.password);
    await new PatientHomePage(page).waitUntilShown();

    const flow = new BreathQuestionPage(page);
    await flow.open();

    // CAT: 2+2+1+2+1+1+1+0 = 10, the GOLD threshold of "more symptoms".
    const points = [2, 2, 1, 2, 1, 1, 1, 0];
    await flow.waitForStep('慢阻肺评估测试（CAT）');
    for (const [i, name] of CAT_ITEMS.entries()) await flow.scale(`${i + 1}. ${name}`, points[i] ?? 0);
    await flow.form.submit();

    // mMRC grade 1.
    await flow.waitForStep('呼吸困难评估（mMRC）');
    await flow.form.choose('您的呼吸困难程度', '1级：在平地快步行走或步行爬小坡时出现气短');
    await flow.form.submit();

    // History: the counts appear after 是, and a missing count gives the 系统提示 alert.
    await flow.waitForStep('慢阻肺急性加重史');
    expect(await flow.form.item(EMERGENCY).isVisible()).toBe(false);
    await flow.form.choose('过去12个月内是否发生过慢阻肺急性加重', '是');
    await flow.form.submit();
    expect(await flow.form.alertText()).toBe(`${EMERGENCY}不能为空`);
    await flow.count(EMERGENCY, 1);
    await flow.count(HOSPITALIZED, 1);
    await flow.form.submit();

    // GOLD 2023 ABE: one exacerbation leading to admission is group E whatever the symptoms.
    const expected = assessCopd({ catScore: 10, mmrcScore: 1, emergency: 1, hospitalized: 1 });
    expect(expected.group).toBe('E');
    await flow.group().waitFor();
    expect(await flow.group().textContent()).toBe('E组');
    expect(await flow.text('gold-group-text')).toBe('急性加重风险高');
    expect(await flow.text('gold-reason')).toBe(`判定依据：${expected.reason}`);
    expect(await flow.text('gold-cat')).toContain(`${CAT_HIGH_FROM}分`);
    expect(await flow.text('gold-mmrc')).toBe('1级');
    expect(await flow.text('gold-source')).toContain('GOLD');

    // A reload shows the same group, computed again from the stored records.
    await page.reload();
    await flow.group().waitFor();
    expect(await flow.group().textContent()).toBe('E组');

    // The three records are stored for the patient.
    const health = new HealthApi(inject('baseURL'));
    const session = await health.signIn(DEMO.patient.tel, DEMO.password);
    const self = session.patientList.find((p) => p.name === '张三');
    const records = await health.api.call<{ list: Array<{ questionName: string; total: number | null }> }>(
      'GET',
      `/api/question/record?patientId=${self?.id}&pageSize=10`,
      { token: session.token },
    );
    const names = records.list.slice(0, 3).map((r) => r.questionName);
    expect(names).toEqual(
      expect.arrayContaining(['慢阻肺评估测试（CAT）', '呼吸困难评估（mMRC）', '慢阻肺急性加重史']),
    );
    expect(records.list.find((r) => r.questionName === '慢阻肺评估测试（CAT）')?.total).toBe(10);
  });
});
