import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../fixtures/browser.ts';
import { DEMO } from '../fixtures/demo.ts';
import { KnowledgePages } from '../pages/KnowledgePages.ts';
import { PointsPage } from '../pages/PointsPages.ts';

// The demo learner 陈学员 has not joined this course in the seed; no other journey joins it.
const LEARNER_TEL = '13800000009';
const COURSE = '高血压自我管理';
const AUDIO = '测血压前静坐放松（演示音频：提示音，60秒）';
const TEXT = '家庭血压测量的正确方法';

describe('Journey: a learner takes a course', () => {
  let browser: BrowserSession;
  beforeEach(async () => {
    browser = await openBrowser(inject('baseURL'));
  });
  afterEach(async () => {
    await browser?.close();
  });

  it('I join a course, play half an audio, reopen it where I stopped, finish the items and pass the exam', async () => {
    const { page } = browser;
    const edu = new KnowledgePages(page);
    await edu.signIn(LEARNER_TEL, DEMO.password);

    // When I join the course
    await edu.openCourse(COURSE);
    await page.getByRole('button', { name: '报名学习' }).click();
    await page.waitForURL((url) => url.pathname === '/education/course/join');
    await page.getByRole('button', { name: '确认报名' }).click();
    await page.waitForURL((url) => url.pathname === '/education/course/detail');
    await page.getByText(/学习中 · 必修已完成 0\/2/).waitFor();

    // When I play half of the audio and leave
    await edu.openAudio(AUDIO);
    expect(await edu.audioTime()).toBe(0);
    const half = await edu.playTo(0.5);
    expect(half).toBe(30);
    await page.goBack();
    await page.getByText('已学50%').waitFor();

    // Then reopening it resumes from the same position
    await edu.openAudio(AUDIO);
    expect(Math.abs((await edu.audioTime()) - half)).toBeLessThan(1);
    await page.getByTestId('resume-note').getByText('0:30').waitFor();

    // When I finish the audio and read the article, the exam opens
    await edu.playToEnd();
    await page.goBack();
    await edu.itemDone(AUDIO);
    await edu.courseItem(TEXT).click();
    await page.getByText('安静坐5分钟', { exact: false }).waitFor();
    await page.goBack();
    await edu.itemDone(TEXT);
    await page.getByText(/必修已完成 2\/2/).waitFor();
    await page.getByRole('button', { name: '参加考试' }).click();

    // When I answer the exam correctly and submit
    await page.getByRole('button', { name: '开始考试' }).click();
    await page.getByRole('timer', { name: '剩余时间' }).waitFor();
    expect(await page.content()).not.toContain('中国居民膳食指南'); // no explanations before submission
    await edu.answer('达到多少可诊断为高血压', ['≥140/90 mmHg']);
    await edu.answer('家庭自测血压的平均值', ['≥135/85 mmHg']);
    await edu.answer('应安静坐着休息至少', ['5分钟']);
    await edu.answer('每天食盐摄入量', ['5克']);
    await edu.answer('有助于控制血压', ['减少钠盐摄入', '规律进行有氧运动', '戒烟限酒']);
    await page.getByRole('button', { name: '交卷' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();

    // Then I passed and the course is complete
    await page.getByText('考试通过').waitFor();
    await page.getByText('得分 100/100（60分及格），课程已完成').waitFor();
    await page.getByRole('button', { name: '返回课程' }).click();
    await page.getByText('课程已完成').waitFor();

    // And the completed course paid my points
    await page.goto('/education/points');
    const points = new PointsPage(page);
    await points.waitUntilShown();
    await points.tab('积分明细');
    await page
      .getByRole('region', { name: '积分明细' })
      .getByText(`完成课程：${COURSE}`, { exact: false })
      .first()
      .waitFor();
  });
});
