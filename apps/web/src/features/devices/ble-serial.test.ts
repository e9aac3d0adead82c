import { describe, expect, it } from 'vitest';
import type { BleDevice } from '../../lib/bluetooth/index.ts';
import { bleSerial, deviceByLabel } from './ble-serial.ts';

const device = (id: string, serial: string | null, mac: string | null): BleDevice => ({
  id,
  btName: null,
  serial,
  mac,
  deviceType: null,
});

describe('Bluetooth device by its scanned label', () => {
  const found = [device('a', 'BP-2026-0001', null), device('b', null, 'A4:C1:38:00:11:22')];
  it('matches the serial or the MAC, ignoring case and separators', () => {
    expect(deviceByLabel(found, 'bp20260001')?.id).toBe('a');
    expect(deviceByLabel(found, 'a4c138001122')?.id).toBe('b');
    expect(deviceByLabel(found, 'A4-C1-38-00-11-22')?.id).toBe('b');
  });
  it('answers null for an unknown or empty label', () => {
    expect(deviceByLabel(found, '6901234567892')).toBeNull();
    expect(deviceByLabel(found, ' - ')).toBeNull();
  });
  it('binds under the serial, else the MAC, else the browser id', () => {
    expect(bleSerial(found[0] as BleDevice)).toBe('BP-2026-0001');
    expect(bleSerial(device('x y', null, null))).toBe('BLE-x-y');
  });
});
