import { GATT, MSG } from '@kanghu/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBleMachine } from './machine.ts';
import {
  createNativeTransport,
  NATIVE_EVENT,
  type NativeBleCommand,
  type NativeBleHost,
} from './native-transport.ts';
import { hasNativeBle } from './transport.ts';
import { BleError } from './types.ts';
import {
  createWebBluetoothTransport,
  type WbBluetooth,
  type WbCharacteristic,
  type WbDevice,
  type WbServer,
  type WbService,
} from './web-transport.ts';

afterEach(() => vi.useRealTimers());

/** An emulated blood-pressure peripheral behind a fake navigator.bluetooth. */
function fakeBluetooth(
  options: {
    chooser?: 'pick' | 'cancel' | 'denied';
    available?: boolean;
    /** The blood-pressure measurement allows reads and holds these bytes. */
    latest?: number[];
  } = {},
) {
  const charListeners = new Map<number, (event: Event) => void>();
  const characteristic = (uuid: number): WbCharacteristic => {
    const latest = uuid === GATT.bloodPressureMeasurement ? options.latest : undefined;
    const c: WbCharacteristic & { value: DataView | null } = {
      value: null,
      properties: { read: latest !== undefined },
      readValue: async () => {
        if (!latest) throw Object.assign(new Error('not permitted'), { name: 'NotSupportedError' });
        c.value = new DataView(Uint8Array.from(latest).buffer);
        charListeners.get(uuid)?.({ target: c } as unknown as Event);
        return c.value;
      },
      startNotifications: async () => c,
      stopNotifications: async () => c,
      writeValue: async () => undefined,
      addEventListener: (_t, l) => charListeners.set(uuid, l),
      removeEventListener: () => charListeners.delete(uuid),
    };
    return c;
  };
  const chars = new Map<number, WbCharacteristic>([
    [GATT.bloodPressureMeasurement, characteristic(GATT.bloodPressureMeasurement)],
    [GATT.intermediateCuffPressure, characteristic(GATT.intermediateCuffPressure)],
  ]);
  const service: WbService = {
    getCharacteristic: async (uuid) => {
      const c = chars.get(uuid);
      if (!c) throw Object.assign(new Error('not found'), { name: 'NotFoundError' });
      return c;
    },
  };
  let gone: (() => void) | null = null;
  const server: WbServer & { connected: boolean } = {
    connected: false,
    connect: async () => {
      server.connected = true;
      return server;
    },
    disconnect: () => {
      server.connected = false;
      gone?.();
    },
    getPrimaryService: async (uuid) => {
      if (uuid !== GATT.bloodPressureService)
        throw Object.assign(new Error('no service'), { name: 'NotFoundError' });
      return service;
    },
  };
  const device: WbDevice = {
    id: 'dev-1',
    name: 'BPM',
    gatt: server,
    addEventListener: (_t, l) => {
      gone = l;
    },
    removeEventListener: () => {
      gone = null;
    },
  };
  const requests: unknown[] = [];
  const bluetooth: WbBluetooth = {
    getAvailability: async () => options.available ?? true,
    requestDevice: async (o) => {
      requests.push(o);
      if (options.chooser === 'cancel')
        throw Object.assign(new Error('User cancelled'), { name: 'NotFoundError' });
      if (options.chooser === 'denied') throw Object.assign(new Error('denied'), { name: 'SecurityError' });
      return device;
    },
  };
  const notify = (uuid: number, bytes: number[]) => {
    const c = chars.get(uuid) as WbCharacteristic & { value: DataView | null };
    c.value = new DataView(Uint8Array.from(bytes).buffer);
    charListeners.get(uuid)?.({ target: c } as unknown as Event);
  };
  return { bluetooth, requests, notify, server };
}

describe('Web Bluetooth transport', () => {
  it('measures a blood pressure through the standard service', async () => {
    const fake = fakeBluetooth();
    const machine = createBleMachine({ transport: createWebBluetoothTransport(fake.bluetooth), kind: 'bp' });
    expect(await machine.start()).toBe(true);
    expect(fake.requests[0]).toMatchObject({ filters: [{ services: [0x1810] }] });
    fake.notify(GATT.intermediateCuffPressure, [0x00, 0x96, 0x00, 0xff, 0x07, 0xff, 0x07]);
    expect(machine.getSnapshot().live?.values).toEqual({ systolic: 150 });
    fake.notify(GATT.bloodPressureMeasurement, [0x04, 0x78, 0x00, 0x50, 0x00, 0x5d, 0x00, 0x48, 0x00]);
    expect(machine.getSnapshot().results).toMatchObject([
      { type: 1, values: { systolic: 120, diastolic: 80, heartRate: 72 }, serial: 'dev-1' },
    ]);
    // The device switching itself off is reported as 设备未连接！ while measuring.
    await machine.measure();
    fake.server.disconnect();
    expect(machine.getSnapshot()).toMatchObject({ state: 'on', message: MSG.bleNotConnected });
    machine.dispose();
  });

  it('reads the latest result of a monitor whose measurement characteristic allows reads', async () => {
    const fake = fakeBluetooth({ latest: [0x00, 0x84, 0x00, 0x52, 0x00, 0x5f, 0x00] });
    const machine = createBleMachine({ transport: createWebBluetoothTransport(fake.bluetooth), kind: 'bp' });
    expect(await machine.start()).toBe(true);
    expect(machine.getSnapshot().results).toMatchObject([
      { type: 1, values: { systolic: 132, diastolic: 82 } },
    ]);
    machine.dispose();
  });

  it('answers unsupported without navigator.bluetooth, off when the adapter is off', async () => {
    expect(await createWebBluetoothTransport(undefined).availability()).toBe('unsupported');
    const machine = createBleMachine({
      transport: createWebBluetoothTransport(fakeBluetooth({ available: false }).bluetooth),
      kind: 'bp',
    });
    expect(await machine.start()).toBe(false);
    expect(machine.getSnapshot()).toMatchObject({ state: 'off', message: '蓝牙未开启!' });
  });

  it('maps a cancelled chooser to 未扫描到设备数据 and a denied one to 用户拒绝开启蓝牙~', async () => {
    const cancelled = createBleMachine({
      transport: createWebBluetoothTransport(fakeBluetooth({ chooser: 'cancel' }).bluetooth),
      kind: 'bp',
    });
    await cancelled.start();
    expect(cancelled.getSnapshot().message).toBe(MSG.bleNoScanData);
    const denied = createWebBluetoothTransport(fakeBluetooth({ chooser: 'denied' }).bluetooth);
    await expect(denied.scan('bp')).rejects.toMatchObject({ code: 'refused' });
  });

  it('refuses to measure a kind the device does not offer', async () => {
    const fake = fakeBluetooth();
    const transport = createWebBluetoothTransport(fake.bluetooth);
    const [device] = await transport.scan('weight');
    if (!device) throw new Error('no device');
    await transport.connect(device);
    await expect(transport.subscribe(device, 'weight', () => undefined)).rejects.toBeInstanceOf(BleError);
  });
});

/** A stand-in for the native app on the other side of window.KanghuNative. */
function fakeNativeApp(answer: (command: NativeBleCommand) => Record<string, unknown> | null) {
  const target = new EventTarget();
  const sent: NativeBleCommand[] = [];
  const send = (detail: unknown) => target.dispatchEvent(new CustomEvent(NATIVE_EVENT, { detail }));
  const host: NativeBleHost = {
    KanghuNative: {
      postMessage: (command) => {
        sent.push(command);
        const reply = answer(command);
        // Native answers arrive asynchronously, as JSON text.
        if (reply) queueMicrotask(() => send(JSON.stringify({ reply: command.id, ...reply })));
      },
    },
    addEventListener: (type, l) => target.addEventListener(type, l),
    removeEventListener: (type, l) => target.removeEventListener(type, l),
  };
  return { host, sent, send };
}

describe('native-app bridge transport', () => {
  const devices = [{ mac: 'AA:BB:CC:00:00:17', btName: 'BG-17', serial: 'SN17', deviceType: '17' }];

  it('runs the flow over postMessage commands and kanghu-native events', async () => {
    const app = fakeNativeApp((c) => {
      if (c.cmd === 'ble.state') return { ok: true, data: { state: 'on' } };
      if (c.cmd === 'ble.scan') return { ok: true, data: { devices } };
      return { ok: true };
    });
    const machine = createBleMachine({ transport: createNativeTransport(app.host), kind: 'bg' });
    expect(await machine.start()).toBe(true);
    expect(app.sent.map((c) => c.cmd)).toEqual(['ble.state', 'ble.scan', 'ble.connect', 'ble.measure']);
    expect(app.sent[3]).toMatchObject({ cmd: 'ble.measure', mac: 'AA:BB:CC:00:00:17', kind: 'bg' });
    expect(machine.getSnapshot().device).toMatchObject({ deviceType: 17, serial: 'SN17' });
    app.send({ event: 'ble.data', mac: 'AA:BB:CC:00:00:17', type: 3, values: { glucose: 5 } });
    app.send({
      event: 'ble.data',
      mac: 'AA:BB:CC:00:00:17',
      type: 3,
      isEnd: true,
      values: { glucose: '6.1' },
    });
    expect(machine.getSnapshot().results).toMatchObject([
      { type: 3, values: { glucose: 6.1 }, deviceType: 17, serial: 'SN17' },
    ]);
    app.send({ event: 'ble.state', state: 'off' });
    expect(machine.getSnapshot()).toMatchObject({ state: 'off', message: MSG.bleClosed });
    machine.dispose();
  });

  it('asks to switch Bluetooth on and reports a refusal', async () => {
    const app = fakeNativeApp((c) =>
      c.cmd === 'ble.state' ? { ok: true, data: { state: 'off' } } : { ok: false, error: 'refused' },
    );
    const machine = createBleMachine({ transport: createNativeTransport(app.host), kind: 'bp' });
    expect(await machine.start()).toBe(false);
    expect(app.sent.map((c) => c.cmd)).toEqual(['ble.state', 'ble.enable']);
    expect(machine.getSnapshot()).toMatchObject({ state: 'off', message: MSG.bleRefused });
  });

  it('fails a command the app never answers, and is unsupported without the bridge', async () => {
    vi.useFakeTimers();
    const app = fakeNativeApp(() => null);
    const transport = createNativeTransport(app.host);
    const scanning = transport.scan('bp');
    const check = expect(scanning).rejects.toMatchObject({ code: 'noDevice' });
    await vi.advanceTimersByTimeAsync(45_000);
    await check;
    const bare = createNativeTransport({
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    });
    expect(await bare.availability()).toBe('unsupported');
  });

  it('is chosen only inside our app with the bridge present', () => {
    const app = 'Mozilla/5.0 (Linux; Android 14) Mobile Kanghu/2.1';
    const bridge = { KanghuNative: { postMessage: () => undefined } };
    expect(hasNativeBle(bridge, app)).toBe(true);
    expect(hasNativeBle({}, app)).toBe(false);
    expect(hasNativeBle(bridge, 'Mozilla/5.0 (Linux; Android 14) Mobile Chrome')).toBe(false);
  });
});
