/**
 * Picks the transport: the native app's Bluetooth inside our app (when it offers the bridge),
 * Web Bluetooth everywhere else. One instance per page.
 */
import { detectDevice, isNativeApp } from '../bridge.ts';
import { createNativeTransport, type NativeBleHost } from './native-transport.ts';
import type { BleTransport } from './types.ts';
import { browserBluetooth, createWebBluetoothTransport } from './web-transport.ts';

/** True inside our native app when it injected `KanghuNative.postMessage`. */
export function hasNativeBle(host: Pick<NativeBleHost, 'KanghuNative'>, userAgent: string): boolean {
  return isNativeApp(detectDevice(userAgent)) && typeof host.KanghuNative?.postMessage === 'function';
}

let shared: BleTransport | null = null;

export function defaultBleTransport(): BleTransport {
  if (shared) return shared;
  const host = typeof window === 'undefined' ? null : (window as unknown as NativeBleHost);
  shared =
    host && hasNativeBle(host, navigator.userAgent)
      ? createNativeTransport(host)
      : createWebBluetoothTransport(browserBluetooth());
  return shared;
}
