import type { BleDevice } from '../../lib/bluetooth/index.ts';

/** The serial a scanned device is bound under: its own, its MAC, else the browser's device id. */
export function bleSerial(device: BleDevice): string {
  const raw = device.serial ?? device.mac ?? `BLE-${device.id}`;
  return raw.replace(/[^\w:.-]/g, '-').slice(0, 64);
}

const comparable = (text: string) => text.toUpperCase().replace(/[^0-9A-Z]/g, '');

/** The found device whose serial or MAC is printed on the label a code scan read. */
export function deviceByLabel(devices: readonly BleDevice[], text: string): BleDevice | null {
  const wanted = comparable(text);
  if (!wanted) return null;
  return (
    devices.find((d) =>
      [d.serial, d.mac, bleSerial(d)].some((v) => v !== null && comparable(v) === wanted),
    ) ?? null
  );
}
