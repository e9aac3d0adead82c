/**
 * Native-app transport: inside our Android/iOS app (bridge.ts detectDevice source 'app') the app
 * does the Bluetooth work, including vendor protocols the browser cannot speak.
 *
 * Contract with the native app (no native app implements it yet):
 *
 * Web -> native: `window.KanghuNative.postMessage(command)` with a plain object
 *   { id: 'b1', cmd: 'ble.state' }                           answer data { state: 'on' | 'off' | 'unsupported' }
 *   { id: 'b2', cmd: 'ble.enable' }                          asks the user to switch Bluetooth on
 *   { id: 'b3', cmd: 'ble.scan', kind: 'bp', timeoutMs }     answer data { devices: NativeBleDevice[] }
 *   { id: 'b4', cmd: 'ble.connect', mac }
 *   { id: 'b5', cmd: 'ble.measure', mac, kind }              then ble.data events until ble.stop
 *   { id: 'b6', cmd: 'ble.stop', mac }
 *   { id: 'b7', cmd: 'ble.disconnect', mac }
 *   (kind: bp | bg | weight | hr | spo2 | temp)
 *
 * Native -> web: `window.dispatchEvent(new CustomEvent('kanghu-native', { detail }))`, where detail
 * is an object or its JSON text:
 *   answer:  { reply: 'b3', ok: true, data: {...} } or { reply: 'b3', ok: false, error: code }
 *            with code one of unsupported | off | refused | noDevice | connectFailed | notConnected
 *   events:  { event: 'ble.state', state: 'on' | 'off' }
 *            { event: 'ble.disconnected', mac }
 *            { event: 'ble.data', mac, type: 1 | 2 | 3, isEnd?, values: { systolic: 120, ... },
 *              measureTime?: 'YYYY-MM-DD HH:mm:ss' | epoch ms, deviceType?, serial? }
 *   NativeBleDevice = { mac, btName?, serial?, deviceType?, connectState? }
 */
import {
  type BleDevice,
  type BleDeviceKind,
  BleError,
  type BleErrorCode,
  type BleReading,
  type BleTransport,
  type BleTransportEvent,
} from './types.ts';

export const NATIVE_EVENT = 'kanghu-native';
/** How long the native app may take to scan. */
export const NATIVE_SCAN_MS = 10_000;
/** A command unanswered this long fails (the machine's own 30 s connect time-out comes first). */
export const NATIVE_REPLY_TIMEOUT_MS = 45_000;

export type NativeBleCommand =
  | { id: string; cmd: 'ble.state' | 'ble.enable' }
  | { id: string; cmd: 'ble.scan'; kind: BleDeviceKind; timeoutMs: number }
  | { id: string; cmd: 'ble.connect' | 'ble.stop' | 'ble.disconnect'; mac: string }
  | { id: string; cmd: 'ble.measure'; mac: string; kind: BleDeviceKind };

/** A command before it gets its id. */
type CommandBody = NativeBleCommand extends infer C ? (C extends unknown ? Omit<C, 'id'> : never) : never;

export interface NativeBleDevice {
  mac: string;
  btName?: string | null;
  serial?: string | null;
  deviceType?: number | string | null;
  connectState?: number | string | null;
}

/** The window as this transport needs it (tests pass a stand-in). */
export interface NativeBleHost {
  KanghuNative?: { postMessage?: (command: NativeBleCommand) => void };
  addEventListener(type: string, listener: (event: Event) => void): void;
  removeEventListener(type: string, listener: (event: Event) => void): void;
}

type Incoming = Record<string, unknown>;

const ERROR_CODES: readonly BleErrorCode[] = [
  'unsupported',
  'off',
  'refused',
  'noDevice',
  'connectFailed',
  'notConnected',
];

function parse(detail: unknown): Incoming | null {
  let value = detail;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  return typeof value === 'object' && value !== null ? (value as Incoming) : null;
}

const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
function num(v: unknown): number | null {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}

export function toBleDevice(d: NativeBleDevice): BleDevice {
  return {
    id: d.mac,
    mac: d.mac,
    btName: str(d.btName),
    serial: str(d.serial),
    deviceType: num(d.deviceType),
  };
}

function toReading(m: Incoming): BleReading | null {
  const type = num(m.type);
  if (type !== 1 && type !== 2 && type !== 3) return null;
  const values: Record<string, number> = {};
  if (typeof m.values === 'object' && m.values !== null) {
    for (const [key, value] of Object.entries(m.values)) {
      const n = num(value);
      if (n !== null) values[key] = n;
    }
  }
  const reading: BleReading = { type, values, isEnd: m.isEnd === true || m.isEnd === 1 };
  const time = typeof m.measureTime === 'number' ? m.measureTime : str(m.measureTime);
  if (time !== null) reading.measureTime = time;
  if (num(m.deviceType) !== null) reading.deviceType = num(m.deviceType);
  if (str(m.serial)) reading.serial = str(m.serial);
  return reading;
}

export function createNativeTransport(host: NativeBleHost): BleTransport {
  let nextId = 1;
  const pending = new Map<string, { resolve: (data: Incoming) => void; reject: (error: BleError) => void }>();
  const readers = new Map<string, (reading: BleReading) => void>();
  const listeners = new Set<(event: BleTransportEvent) => void>();

  function onMessage(event: Event): void {
    const m = parse((event as CustomEvent<unknown>).detail);
    if (!m) return;
    const reply = str(m.reply);
    if (reply) {
      const call = pending.get(reply);
      if (!call) return;
      pending.delete(reply);
      if (m.ok === true) call.resolve(parse(m.data) ?? {});
      else {
        const code = ERROR_CODES.find((c) => c === m.error) ?? 'connectFailed';
        call.reject(new BleError(code, str(m.message) ?? undefined));
      }
      return;
    }
    if (m.event === 'ble.state') {
      for (const l of listeners) l({ kind: 'adapter', on: m.state === 'on' });
    } else if (m.event === 'ble.disconnected' && str(m.mac)) {
      for (const l of listeners) l({ kind: 'disconnected', deviceId: str(m.mac) as string });
    } else if (m.event === 'ble.data') {
      const reading = toReading(m);
      const mac = str(m.mac);
      if (!reading) return;
      // A device that does not say its MAC is read by the one measuring (there is one at a time).
      const reader = mac ? readers.get(mac) : readers.values().next().value;
      reader?.(reading);
    }
  }
  host.addEventListener(NATIVE_EVENT, onMessage);

  function call(command: CommandBody, fallback: BleErrorCode): Promise<Incoming> {
    const post = host.KanghuNative?.postMessage;
    if (!post) return Promise.reject(new BleError('unsupported', 'no native bridge'));
    const id = `b${nextId++}`;
    return new Promise<Incoming>((resolve, reject) => {
      const timer = setTimeout(() => {
        pending.delete(id);
        reject(new BleError(fallback, `${command.cmd} unanswered`));
      }, NATIVE_REPLY_TIMEOUT_MS);
      pending.set(id, {
        resolve: (data) => {
          clearTimeout(timer);
          resolve(data);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
      try {
        post({ ...command, id } as NativeBleCommand);
      } catch {
        pending.delete(id);
        clearTimeout(timer);
        reject(new BleError(fallback, `${command.cmd} not delivered`));
      }
    });
  }

  const mac = (device: BleDevice) => device.mac ?? device.id;

  return {
    async availability() {
      if (!host.KanghuNative?.postMessage) return 'unsupported';
      const data = await call({ cmd: 'ble.state' }, 'unsupported');
      return data.state === 'on' ? 'on' : data.state === 'off' ? 'off' : 'unsupported';
    },
    async enable() {
      await call({ cmd: 'ble.enable' }, 'refused');
    },
    async scan(kind) {
      const data = await call({ cmd: 'ble.scan', kind, timeoutMs: NATIVE_SCAN_MS }, 'noDevice');
      const list = Array.isArray(data.devices) ? (data.devices as NativeBleDevice[]) : [];
      return list.filter((d) => str(d?.mac)).map(toBleDevice);
    },
    async connect(device) {
      await call({ cmd: 'ble.connect', mac: mac(device) }, 'connectFailed');
    },
    async subscribe(device, kind, onReading) {
      readers.set(mac(device), onReading);
      try {
        await call({ cmd: 'ble.measure', mac: mac(device), kind }, 'notConnected');
      } catch (error) {
        readers.delete(mac(device));
        throw error;
      }
      return () => {
        readers.delete(mac(device));
        void call({ cmd: 'ble.stop', mac: mac(device) }, 'notConnected').catch(() => undefined);
      };
    },
    async disconnect(device) {
      readers.delete(mac(device));
      await call({ cmd: 'ble.disconnect', mac: mac(device) }, 'notConnected').catch(() => undefined);
    },
    onEvent(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
