import type { Page } from 'playwright-core';

export const SCAN_PATH = '/device/blue/tooth/scan/device';

/** The 蓝牙测量 popup of the blood-pressure screen. */
export class BluetoothMeasurePopup {
  constructor(private readonly page: Page) {}

  async start(): Promise<void> {
    await this.page.getByTestId('ble-measure').click();
  }

  /** The saved reading's text once the result was saved. */
  async savedText(): Promise<string> {
    const saved = this.page.getByTestId('ble-saved');
    await saved.waitFor();
    return (await saved.textContent()) ?? '';
  }

  async finish(): Promise<void> {
    await this.page.getByRole('button', { name: '完成' }).click();
  }
}

/** /device/blue/tooth/scan/device: scan, list, bind. */
export class BluetoothScanPage {
  constructor(private readonly page: Page) {}

  async open(type = 'bp'): Promise<void> {
    await this.page.goto(`${SCAN_PATH}?type=${type}`);
    await this.page.getByTestId('ble-scan').waitFor();
  }

  async scan(): Promise<void> {
    await this.page.getByTestId('ble-scan').click();
  }

  device(name: string) {
    return this.page.getByTestId('scanned-device').filter({ hasText: name });
  }

  async bind(name: string): Promise<void> {
    await this.device(name).getByRole('button', { name: '绑定' }).click();
  }
}
