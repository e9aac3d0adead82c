/**
 * The rules of the Bluetooth measuring machine that need no state: which reading is a result, how a
 * result is stamped, which message an error shows, and connecting under a time-out.
 */
import { BLE_CONNECT_TIMEOUT_MS, CHINA_OFFSET_MS, MSG } from '@kanghu/shared';
import type { BleTimers } from './machine-types.ts';
import {
  type BleDevice,
  BleError,
  type BleErrorCode,
  type BleReading,
  type BleResult,
  type BleTransport,
} from './types.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/** "YYYY-MM-DD HH:mm:ss" in China time, the format measure times are sent in. */
export function formatChinaTime(ms: number): string {
  const d = new Date(ms + CHINA_OFFSET_MS);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(
    d.getUTCMinutes(),
  )}:${pad(d.getUTCSeconds())}`;
}

const MESSAGE_OF: Record<BleErrorCode, string> = {
  unsupported: MSG.bleOff,
  off: MSG.bleOff,
  refused: MSG.bleRefused,
  noDevice: MSG.bleNoScanData,
  connectFailed: MSG.bleConnectFailed,
  notConnected: MSG.bleNotConnected,
};

export function messageOf(error: unknown, fallback: string): string {
  return error instanceof BleError ? MESSAGE_OF[error.code] : fallback;
}

/** Whether a reading is a finished result (types 1 and 2 at once, type 3 only with isEnd). */
export function isFinalReading(reading: BleReading): boolean {
  return reading.type === 1 || reading.type === 2 || (reading.type === 3 && reading.isEnd === true);
}

/** The accepted result of a final reading; a missing measure time is the current time. */
export function toResult(reading: BleReading, device: BleDevice | null, nowMs: number): BleResult {
  return {
    type: reading.type,
    values: reading.values,
    measureTime:
      reading.measureTime === undefined || reading.measureTime === null || reading.measureTime === ''
        ? formatChinaTime(nowMs)
        : reading.measureTime,
    deviceType: reading.deviceType ?? device?.deviceType ?? null,
    serial: reading.serial ?? device?.serial ?? device?.id ?? null,
  };
}

/**
 * Connects within BLE_CONNECT_TIMEOUT_MS: true, or the message to show. A device that answers after
 * the time-out was announced is let go again.
 */
export function connectWithin(
  transport: BleTransport,
  device: BleDevice,
  timers: BleTimers,
): Promise<true | string> {
  return new Promise<true | string>((resolve) => {
    let settled = false;
    const timer = timers.setTimeout(() => {
      settled = true;
      resolve(MSG.bleConnectFailed);
    }, BLE_CONNECT_TIMEOUT_MS);
    transport.connect(device).then(
      () => {
        timers.clearTimeout(timer);
        // Connected after the time-out was announced: let the device go again.
        if (settled) void transport.disconnect(device).catch(() => undefined);
        else resolve(true);
      },
      (error: unknown) => {
        timers.clearTimeout(timer);
        if (!settled) resolve(messageOf(error, MSG.bleConnectFailed));
      },
    );
  });
}
