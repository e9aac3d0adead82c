import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, FAKE_MEDIA_ARGS, openBrowser, shoot } from '../fixtures/browser.ts';
import { DEMO } from '../fixtures/demo.ts';
import { DemoApi } from '../pages/DemoApi.ts';
import { DoctorHomePage } from '../pages/DoctorHomePage.ts';
import { DoctorLoginPage } from '../pages/DoctorLoginPage.ts';
import { PatientHomePage } from '../pages/PatientHomePage.ts';
import { PatientLoginPage } from '../pages/PatientLoginPage.ts';
import { VideoPages } from '../pages/VideoPages.ts';

async function doctorIn(s: BrowserSession, who: { username: string; orgCode: string }) {
  const login = new DoctorLoginPage(s.page);
  await login.open();
  await login.signIn(who.username, DEMO.password, who.orgCode);
  await new DoctorHomePage(s.page).waitUntilShown();
}

describe('Journey: a remote video consultation with a one-time guest link', () => {
  let doctor: BrowserSession;
  let patient: BrowserSession;
  let guest: BrowserSession;
  let fourth: BrowserSession;
  beforeEach(async () => {
    const base = inject('baseURL');
    doctor = await openBrowser(base, FAKE_MEDIA_ARGS);
    patient = await openBrowser(base, FAKE_MEDIA_ARGS);
    guest = await openBrowser(base, FAKE_MEDIA_ARGS);
    fourth = await openBrowser(base, FAKE_MEDIA_ARGS);
  });
  afterEach(async () => {
    await Promise.all([doctor, patient, guest, fourth].map((s) => s?.close()));
  });

  it('the doctor schedules, the patient joins from the reminder, a guest joins once, mute and hang-up end it', async () => {
    const title = `高血压远程会诊 ${Date.now() % 100000}`;
    // The patient is signed in (and listening) before the consultation exists.
    const pl = new PatientLoginPage(patient.page);
    await pl.open();
    await pl.signInWithPassword(DEMO.patient.tel, DEMO.password);
    await new PatientHomePage(patient.page).waitUntilShown();

    await doctorIn(doctor, DEMO.doctor);
    const d = new VideoPages(doctor.page);
    await d.openConsults();
    await d.schedule(title, DEMO.patient.name, [DEMO.doctor.name]);

    // The reminder (REMOTE_VIDEO_CONSULTATION through pg-boss) reaches the patient's browser.
    const notice = patient.page.getByRole('status').filter({ hasText: `新的远程会诊：${title}` });
    await notice.waitFor({ timeout: 15_000 });
    await notice.getByRole('button', { name: '查看' }).click();
    const p = new VideoPages(patient.page);
    await p.consult(title).waitFor();

    await d.enter(title);
    await p.enter(title);
    await expect.poll(() => d.playing('张三'), { timeout: 60_000 }).toBe(true);
    await expect.poll(() => p.playing(DEMO.doctor.name), { timeout: 60_000 }).toBe(true);
    await shoot(doctor.page, 'video-doctor-room');

    // The host copies the invite link: a new one replaces it.
    // Chromium's grantPermissions denies every permission not listed: without camera and
    // microphone here it ends the host's capture tracks (the guest then gets a silent, black call).
    await doctor.context.grantPermissions(['camera', 'microphone', 'clipboard-read', 'clipboard-write']);
    const link = d.inviteLink();
    await expect.poll(() => link.inputValue()).toContain('type=invite');
    const first = await link.inputValue();
    await d.room().getByRole('button', { name: '复制链接' }).click();
    await expect.poll(() => link.inputValue()).not.toBe(first);
    const invite = new URL(first);

    // A guest (another org's doctor) joins with it; the guest sees no log and no link.
    await doctorIn(guest, DEMO.doctor3);
    await guest.page.goto(`${invite.pathname}${invite.search}${invite.hash}`);
    const g = new VideoPages(guest.page);
    await g.room().waitFor();
    await expect.poll(() => g.playing(DEMO.doctor.name), { timeout: 60_000 }).toBe(true);
    await expect.poll(() => g.playing('张三'), { timeout: 60_000 }).toBe(true);
    expect(await g.room().getByLabel('日志').count()).toBe(0);
    expect(await g.inviteLink().count()).toBe(0);
    await expect.poll(() => d.playing(DEMO.doctor3.name), { timeout: 60_000 }).toBe(true);

    // A fourth person with the same link is refused.
    await doctorIn(fourth, DEMO.doctor2);
    await fourth.page.goto(`${invite.pathname}${invite.search}${invite.hash}`);
    await fourth.page.getByText('该邀请链接已被他人使用，请向主持人重新获取邀请链接').first().waitFor();
    expect(await fourth.page.getByRole('region', { name: '视频通话' }).count()).toBe(0);

    // The host turns the camera off: the others see it stop.
    await d.room().getByRole('button', { name: '关闭摄像头' }).click();
    await p.remote(DEMO.doctor.name).getByText('对方已关闭摄像头').waitFor();
    await g.remote(DEMO.doctor.name).getByText('对方已关闭摄像头').waitFor();

    // The host hangs up and ends the consultation; the others are told and leave.
    await d.room().getByRole('button', { name: '挂断' }).click();
    await d.room().waitFor({ state: 'detached' });
    await expect.poll(() => p.remote(DEMO.doctor.name).count()).toBe(0);
    await d.consult(title).getByRole('button', { name: '结束会诊' }).click();
    await doctor.page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await d.consult(title).waitFor({ state: 'detached' });
    await patient.page
      .getByRole('status')
      .filter({ hasText: `远程会诊已结束：${title}` })
      .waitFor();
    await p
      .room()
      .waitFor({ state: 'detached' })
      .catch(() => undefined);

    const api = new DemoApi(inject('baseURL'));
    const token = await api.doctorToken(DEMO.doctor.username, DEMO.password, DEMO.doctor.orgCode);
    const ended = await api.call<{ list: Array<{ title: string; state: string }> }>(
      'GET',
      '/api/base/remote/video/consultation/record/list?state=ended&pageSize=50',
      { token },
    );
    expect(ended.list.find((c) => c.title === title)?.state).toBe('ended');
    for (const s of [doctor, patient, guest]) expect(s.pageErrors).toEqual([]);
  }, 420_000);
});
