import type { Locator, Page } from 'playwright-core';

/** /health/doctor/patient/follow/plan[?patientId=]: the doctor's plans in status tabs. */
export class FollowPlanListPage {
  constructor(private readonly page: Page) {}

  async open(patientId?: number): Promise<void> {
    await this.page.goto(`/health/doctor/patient/follow/plan${patientId ? `?patientId=${patientId}` : ''}`);
    await this.page.getByRole('tab', { name: '全部' }).waitFor();
  }

  async showTab(name: '今日' | '逾期' | '计划中' | '已完成' | '全部'): Promise<void> {
    await this.page.getByRole('tab', { name }).click();
  }

  /** The plan card whose text contains `text` (its content). */
  plan(text: string): Locator {
    return this.page.getByTestId('plan-card').filter({ hasText: text });
  }
}

/** /health/doctor/patient/follow/plan/detail?id=: a plan and its actions. */
export class FollowPlanDetailPage {
  constructor(private readonly page: Page) {}

  async waitUntilShown(): Promise<void> {
    await this.page.getByRole('region', { name: '随访计划' }).waitFor();
  }

  status(): Locator {
    return this.page.getByTestId('follow-status').first();
  }

  async execute(): Promise<void> {
    await this.page.getByRole('button', { name: '执行随访' }).click();
  }
}

/** /health/doctor/patient/follow/check/form?planId=: the follow-up form, then its assessment. */
export class FollowCheckFormPage {
  constructor(private readonly page: Page) {}

  async waitUntilShown(): Promise<void> {
    await this.page.getByRole('button', { name: '提交随访记录' }).waitFor();
  }

  async fillBloodPressure(systolic: number, diastolic: number): Promise<void> {
    await this.page.getByPlaceholder('必填，如 135').fill(String(systolic));
    await this.page.getByPlaceholder('必填，如 85').fill(String(diastolic));
  }

  async chooseSymptom(name: string): Promise<void> {
    await this.page.getByText(name, { exact: true }).first().click();
  }

  async fillAdvice(text: string): Promise<void> {
    await this.page.getByPlaceholder('饮食、运动、用药等建议').fill(text);
  }

  async submit(): Promise<void> {
    await this.page.getByRole('button', { name: '提交随访记录' }).click();
  }

  /** The referral suggestion of the saved visit. */
  referral(): Locator {
    return this.page.getByTestId('referral-banner');
  }

  async startReferral(): Promise<void> {
    await this.referral().getByRole('button', { name: '发起转诊' }).click();
  }
}

/** /health/patient/follow/programme/intervene/appointment/history: the doctor's appointment pushes. */
export class AppointmentHistoryPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/health/patient/follow/programme/intervene/appointment/history');
    await this.page.getByRole('heading').or(this.page.getByText('就诊人：')).first().waitFor();
  }

  appointment(text: string): Locator {
    return this.page.getByTestId('appoint-card').filter({ hasText: text });
  }

  async accept(text: string): Promise<void> {
    await this.appointment(text).getByRole('button', { name: '接受' }).click();
  }
}
