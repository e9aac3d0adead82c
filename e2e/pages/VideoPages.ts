import type { Locator, Page } from 'playwright-core';

export const REMOTE_CONSULT_PATH = '/remote/consulation';

/** /remote/consulation and the video room (overlay or page). */
export class VideoPages {
  constructor(private readonly page: Page) {}

  async openConsults(): Promise<void> {
    await this.page.goto(REMOTE_CONSULT_PATH);
    await this.page.getByRole('tab', { name: '待开始' }).waitFor();
  }

  /** The doctor's form: title, one patient, the consulting doctors (default times, reminders on). */
  async schedule(title: string, patient: string, doctors: string[]): Promise<void> {
    await this.page.getByRole('button', { name: '新建会诊' }).click();
    await this.page.getByRole('textbox', { name: '会诊标题' }).fill(title);
    await this.page.getByLabel('患者', { exact: true }).first().getByText(patient, { exact: true }).click();
    for (const d of doctors)
      await this.page.getByLabel('会诊医生', { exact: true }).first().getByText(d, { exact: true }).click();
    await this.page.getByRole('button', { name: '创建会诊' }).click();
    await this.consult(title).waitFor();
  }

  consult(title: string): Locator {
    return this.page
      .getByRole('region', { name: '远程会诊列表' })
      .locator('.adm-list-item')
      .filter({ hasText: title });
  }

  async enter(title: string): Promise<void> {
    await this.consult(title).getByRole('button', { name: '进入视频' }).click();
    await this.room().waitFor();
  }

  room(): Locator {
    return this.page.getByRole('region', { name: '视频通话' });
  }

  /** The remote tile of a participant by name. */
  remote(name: string): Locator {
    return this.room().locator('figure', { hasText: name });
  }

  /** Whether the tile's video plays: a size and frames advancing over half a second. */
  async playing(name: string): Promise<boolean> {
    const video = this.remote(name).locator('video');
    const sample = () =>
      video.evaluate((v: HTMLVideoElement) => ({
        width: v.videoWidth,
        frames: v.getVideoPlaybackQuality().totalVideoFrames,
        time: v.currentTime,
      }));
    const a = await sample();
    await this.page.waitForTimeout(500);
    const b = await sample();
    return a.width > 0 && (b.frames > a.frames || b.time > a.time);
  }

  inviteLink(): Locator {
    return this.room().getByLabel('邀请链接');
  }
}
