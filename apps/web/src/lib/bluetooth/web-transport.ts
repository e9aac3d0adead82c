/**
 * Web Bluetooth transport: the browser's device chooser (navigator.bluetooth.requestDevice) over
 * the standard GATT health services, notifications decoded by profiles.ts. A measurement
 * characteristic that also allows reads is read once after subscribing (the device's latest result). Only Chromium-based
 * browsers on a secure origin have it; elsewhere availability() answers 'unsupported' and the
 * flow shows 蓝牙未开启!.
 */

import { GATT } from '@kanghu/shared';
import { ALL_SERVICES, createReadingDecoder, KIND_PROFILES, RACP_REPORT_LAST_RECORD } from './profiles.ts';
import { type BleDevice, BleError, type BleTransport, type BleTransportEvent } from './types.ts';

/** The parts of the Web Bluetooth API used here (the DOM library has no types for it). */
export interface WbCharacteristic {
  readonly value?: DataView | null;
  readonly properties?: { readonly read?: boolean };
  readValue?(): Promise<DataView>;
  startNotifications(): Promise<unknown>;
  stopNotifications(): Promise<unknown>;
  writeValue(value: BufferSource): Promise<void>;
  addEventListener(type: 'characteristicvaluechanged', listener: (event: Event) => void): void;
  removeEventListener(type: 'characteristicvaluechanged', listener: (event: Event) => void): void;
}
export interface WbService {
  getCharacteristic(uuid: number): Promise<WbCharacteristic>;
}
export interface WbServer {
  readonly connected: boolean;
  connect(): Promise<WbServer>;
  disconnect(): void;
  getPrimaryService(uuid: number): Promise<WbService>;
}
export interface WbDevice {
  readonly id: string;
  readonly name?: string | null;
  readonly gatt?: WbServer | null;
  addEventListener(type: 'gattserverdisconnected', listener: () => void): void;
  removeEventListener(type: 'gattserverdisconnected', listener: () => void): void;
}
export interface WbBluetooth {
  getAvailability?(): Promise<boolean>;
  requestDevice(options: {
    filters: { services: number[] }[];
    optionalServices?: number[];
  }): Promise<WbDevice>;
  addEventListener?(type: 'availabilitychanged', listener: (event: Event) => void): void;
  removeEventListener?(type: 'availabilitychanged', listener: (event: Event) => void): void;
}

function errorName(error: unknown): string {
  return error instanceof Error || (typeof error === 'object' && error !== null && 'name' in error)
    ? String((error as { name: unknown }).name)
    : '';
}

/** DOMException names of requestDevice to the flow's error codes. */
function scanError(error: unknown): BleError {
  const name = errorName(error);
  if (name === 'NotFoundError') return new BleError('noDevice', 'no device chosen or found');
  if (name === 'SecurityError' || name === 'NotAllowedError') return new BleError('refused', name);
  if (name === 'NotSupportedError' || name === 'InvalidStateError') return new BleError('off', name);
  return new BleError('noDevice', name || 'scan failed');
}

export function createWebBluetoothTransport(bluetooth: WbBluetooth | undefined): BleTransport {
  const devices = new Map<string, WbDevice>();
  const listeners = new Set<(event: BleTransportEvent) => void>();
  const emit = (event: BleTransportEvent) => {
    for (const listener of listeners) listener(event);
  };
  const onAvailability = (event: Event) => {
    const on = (event as Event & { value?: boolean }).value;
    if (typeof on === 'boolean') emit({ kind: 'adapter', on });
  };

  function known(device: BleDevice): WbDevice {
    const wb = devices.get(device.id);
    if (!wb?.gatt) throw new BleError('notConnected');
    return wb;
  }

  return {
    async availability() {
      if (!bluetooth) return 'unsupported';
      if (!bluetooth.getAvailability) return 'on';
      return (await bluetooth.getAvailability()) ? 'on' : 'off';
    },

    async scan(kind) {
      if (!bluetooth) throw new BleError('unsupported');
      let wb: WbDevice;
      try {
        wb = await bluetooth.requestDevice({
          filters: [{ services: [KIND_PROFILES[kind].service] }],
          optionalServices: ALL_SERVICES,
        });
      } catch (error) {
        throw scanError(error);
      }
      devices.set(wb.id, wb);
      return [{ id: wb.id, btName: wb.name ?? null, serial: null, mac: null, deviceType: null }];
    },

    async connect(device) {
      const wb = devices.get(device.id);
      if (!wb?.gatt) throw new BleError('connectFailed', 'device has no GATT server');
      const onGone = () => {
        wb.removeEventListener('gattserverdisconnected', onGone);
        emit({ kind: 'disconnected', deviceId: device.id });
      };
      try {
        await wb.gatt.connect();
      } catch (error) {
        throw new BleError('connectFailed', errorName(error));
      }
      wb.addEventListener('gattserverdisconnected', onGone);
    },

    async subscribe(device, kind, onReading) {
      const server = known(device).gatt as WbServer;
      const profile = KIND_PROFILES[kind];
      const decoder = createReadingDecoder();
      const active: { characteristic: WbCharacteristic; listener: (event: Event) => void }[] = [];
      try {
        const service = await server.getPrimaryService(profile.service);
        for (const { uuid, required } of profile.characteristics) {
          let characteristic: WbCharacteristic;
          try {
            characteristic = await service.getCharacteristic(uuid);
          } catch (error) {
            if (required) throw error;
            continue;
          }
          const listener = (event: Event) => {
            const value = (event.target as WbCharacteristic | null)?.value;
            if (!value) return;
            try {
              const reading = decoder.decode(uuid, value);
              if (reading) onReading(reading);
            } catch {
              // A malformed notification is skipped; the no-data time-out still applies.
            }
          };
          characteristic.addEventListener('characteristicvaluechanged', listener);
          await characteristic.startNotifications();
          active.push({ characteristic, listener });
        }
        if (active.length === 0) throw new BleError('notConnected', 'no measurement characteristic');
        // Monitors that keep their latest result readable answer it at once; the value arrives
        // through the same characteristicvaluechanged listener as a notification.
        for (const { characteristic } of active) {
          if (characteristic.properties?.read && characteristic.readValue) {
            await characteristic.readValue().catch(() => undefined);
          }
        }
        if (profile.recordAccess) {
          const racp = await service.getCharacteristic(GATT.recordAccessControlPoint).catch(() => null);
          if (racp) {
            await racp.startNotifications().catch(() => undefined);
            await racp.writeValue(RACP_REPORT_LAST_RECORD).catch(() => undefined);
          }
        }
      } catch (error) {
        for (const { characteristic, listener } of active) {
          characteristic.removeEventListener('characteristicvaluechanged', listener);
        }
        throw error instanceof BleError ? error : new BleError('notConnected', errorName(error));
      }
      return () => {
        for (const { characteristic, listener } of active) {
          characteristic.removeEventListener('characteristicvaluechanged', listener);
          void characteristic.stopNotifications().catch(() => undefined);
        }
      };
    },

    async disconnect(device) {
      const wb = devices.get(device.id);
      if (wb?.gatt?.connected) wb.gatt.disconnect();
    },

    onEvent(listener) {
      if (listeners.size === 0) bluetooth?.addEventListener?.('availabilitychanged', onAvailability);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) bluetooth?.removeEventListener?.('availabilitychanged', onAvailability);
      };
    },
  };
}

/** The browser's Web Bluetooth, when it has one. */
export function browserBluetooth(): WbBluetooth | undefined {
  if (typeof navigator === 'undefined') return undefined;
  return (navigator as Navigator & { bluetooth?: WbBluetooth }).bluetooth;
}
