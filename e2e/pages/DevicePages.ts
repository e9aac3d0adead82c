import type { Page } from 'playwright-core';

export const DEVICE_LIST_PATH = '/app/yzh/jiayi/doctor/device/list';
export const IDENTIFY_PATH = '/app/yzh/jiayi/doctor/device/identify/patient';
export const RECORD_PATH = '/app/yzh/jiayi/doctor/device/measure/record';

/** /app/yzh/jiayi/doctor/device/list (设备管理): the org's patients' devices and applications. */
export class DeviceListPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto(DEVICE_LIST_PATH);
    await this.page.getByRole('tab', { name: '患者设备' }).waitFor();
  }

  cards() {
    return this.page.getByTestId('doctor-device-card');
  }

  card(text: string) {
    return this.cards().filter({ hasText: text });
  }

  async search(text: string): Promise<void> {
    const box = this.page.getByPlaceholder('患者姓名或设备序列号');
    await box.fill(text);
    await box.press('Enter');
  }

  /** 识别患者 in the title bar. */
  async identify(): Promise<void> {
    await this.page.getByRole('button', { name: '识别患者' }).click();
    await this.page.waitForURL((url) => url.pathname === IDENTIFY_PATH);
  }
}

/** /app/yzh/jiayi/doctor/device/identify/patient: the device (by serial), then the patient. */
export class IdentifyPatientPage {
  constructor(private readonly page: Page) {}

  async findDevice(serial: string): Promise<void> {
    await this.page.getByRole('textbox', { name: '设备序列号' }).fill(serial);
    await this.page.getByRole('button', { name: '查找', exact: true }).first().click();
  }

  newDeviceForm() {
    return this.page.getByTestId('new-device');
  }

  async findPatient(text: string): Promise<void> {
    await this.page.getByRole('textbox', { name: '身份证号、手机号或姓名' }).fill(text);
    await this.page.getByRole('button', { name: '查找', exact: true }).last().click();
  }

  options() {
    return this.page.getByTestId('identify-patient-option');
  }

  async confirm(name: string): Promise<void> {
    await this.page.getByRole('button', { name: `确认：由${name}使用` }).click();
  }

  /** The upload secret shown once after a new device is bound. */
  async secret(): Promise<string> {
    const box = this.page.getByTestId('device-secret');
    await box.waitFor();
    return (await box.textContent())?.trim() ?? '';
  }

  async openRecords(): Promise<void> {
    await this.page.getByRole('button', { name: '查看测量记录' }).click();
    await this.page.waitForURL((url) => url.pathname === RECORD_PATH);
  }
}

/** /app/yzh/jiayi/doctor/device/measure/record: the patient and their device readings. */
export class MeasureRecordPage {
  constructor(private readonly page: Page) {}

  patient() {
    return this.page.getByTestId('record-patient');
  }

  total() {
    return this.page.getByTestId('record-total');
  }

  rows() {
    return this.page.getByTestId('reading-row');
  }
}
