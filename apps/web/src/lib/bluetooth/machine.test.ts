import { MSG } from '@kanghu/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type BleMachine, createBleMachine, formatChinaTime } from './machine.ts';
import {
  type BleDevice,
  BleError,
  type BleReading,
  type BleTransport,
  type BleTransportEvent,
} from './types.ts';

/** A simulated transport: the test decides what the radio and the device do. */
class SimTransport implements BleTransport {
  radio: 'on' | 'off' | 'unsupported' = 'on';
  enableAnswer: 'ok' | 'refused' | null = null;
  devices: BleDevice[] = [device()];
  scanError: BleError | null = null;
  /** 'ok' connects at once, 'hang' never answers, 'fail' rejects. */
  connectMode: 'ok' | 'hang' | 'fail' = 'ok';
  disconnected: string[] = [];
  subscriptions = 0;
  private listeners = new Set<(event: BleTransportEvent) => void>();
  private reading: ((reading: BleReading) => void) | null = null;

  enable?: () => Promise<void>;

  constructor() {
    this.enable = async () => {
      if (this.enableAnswer === 'refused') throw new BleError('refused');
      this.radio = 'on';
    };
  }
  async availability() {
    return this.radio;
  }
  async scan() {
    if (this.scanError) throw this.scanError;
    return this.devices;
  }
  connect(): Promise<void> {
    if (this.connectMode === 'hang') return new Promise(() => undefined);
    if (this.connectMode === 'fail') return Promise.reject(new BleError('connectFailed'));
    return Promise.resolve();
  }
  async subscribe(_device: BleDevice, _kind: string, onReading: (reading: BleReading) => void) {
    this.subscriptions += 1;
    this.reading = onReading;
    return () => {
      this.reading = null;
    };
  }
  async disconnect(d: BleDevice) {
    this.disconnected.push(d.id);
  }
  onEvent(listener: (event: BleTransportEvent) => void) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  /** The device sends a reading. */
  send(reading: BleReading) {
    this.reading?.(reading);
  }
  emit(event: BleTransportEvent) {
    for (const listener of this.listeners) listener(event);
  }
}

function device(patch: Partial<BleDevice> = {}): BleDevice {
  return {
    id: 'AA:BB:CC:DD:EE:01',
    btName: 'BP-01',
    serial: 'SN001',
    mac: 'AA:BB:CC:DD:EE:01',
    deviceType: 5,
    ...patch,
  };
}

const bp = { systolic: 120, diastolic: 80, heartRate: 72 };
const NOW = Date.UTC(2026, 2, 15, 0, 30, 0); // 2026-03-15 08:30:00 China time

let sim: SimTransport;
let machine: BleMachine;

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
  sim = new SimTransport();
  machine = createBleMachine({ transport: sim, kind: 'bp' });
});
afterEach(() => {
  machine.dispose();
  vi.useRealTimers();
});

describe('Bluetooth measuring flow: radio and scan', () => {
  it('goes off -> on -> scanning -> connecting -> connected -> measuring', async () => {
    const states: string[] = [];
    machine.subscribe((s) => {
      if (states.at(-1) !== s.state) states.push(s.state);
    });
    expect(machine.getSnapshot().state).toBe('off');
    expect(await machine.start()).toBe(true);
    expect(states).toEqual(['on', 'scanning', 'on', 'connecting', 'connected', 'measuring']);
    expect(machine.getSnapshot()).toMatchObject({ message: null, device: { serial: 'SN001' } });
  });

  it('blocks with 蓝牙未开启! when the radio is off or missing', async () => {
    sim.radio = 'unsupported';
    expect(await machine.start()).toBe(false);
    expect(machine.getSnapshot()).toMatchObject({ state: 'off', message: MSG.bleOff });
    expect(MSG.bleOff).toBe('蓝牙未开启!');
  });

  it('says 用户拒绝开启蓝牙~ when the user refuses to switch Bluetooth on', async () => {
    sim.radio = 'off';
    sim.enableAnswer = 'refused';
    expect(await machine.start()).toBe(false);
    expect(machine.getSnapshot()).toMatchObject({ state: 'off', message: '用户拒绝开启蓝牙~' });
  });

  it('goes on when the user agrees to switch Bluetooth on', async () => {
    sim.radio = 'off';
    sim.enableAnswer = 'ok';
    expect(await machine.init()).toBe(true);
    expect(machine.getSnapshot().state).toBe('on');
  });

  it('says 未扫描到设备数据 when nothing is found', async () => {
    sim.devices = [];
    expect(await machine.start()).toBe(false);
    expect(machine.getSnapshot()).toMatchObject({ state: 'on', message: '未扫描到设备数据' });
    sim.scanError = new BleError('noDevice');
    await machine.scan();
    expect(machine.getSnapshot().message).toBe('未扫描到设备数据');
  });

  it('says 蓝牙状态已关闭，请确认您的蓝牙开启~ when Bluetooth is switched off in use', async () => {
    await machine.start();
    sim.emit({ kind: 'adapter', on: false });
    expect(machine.getSnapshot()).toMatchObject({
      state: 'off',
      message: '蓝牙状态已关闭，请确认您的蓝牙开启~',
      device: null,
    });
    // Readings after that are not taken.
    sim.send({ type: 1, values: bp });
    expect(machine.getSnapshot().results).toEqual([]);
    sim.emit({ kind: 'adapter', on: true });
    expect(machine.getSnapshot()).toMatchObject({ state: 'on', message: null });
  });

  it('says 设备未连接！ when measuring without a device or when it drops', async () => {
    await machine.init();
    expect(await machine.measure()).toBe(false);
    expect(machine.getSnapshot().message).toBe('设备未连接！');
    await machine.start();
    sim.emit({ kind: 'disconnected', deviceId: 'AA:BB:CC:DD:EE:01' });
    expect(machine.getSnapshot()).toMatchObject({ state: 'on', message: '设备未连接！', device: null });
  });
});

describe('Bluetooth measuring flow: connect time-out', () => {
  it('gives 连接失败 after 30 s without a connection, not before', async () => {
    sim.connectMode = 'hang';
    const started = machine.start();
    await vi.advanceTimersByTimeAsync(29_999);
    expect(machine.getSnapshot().state).toBe('connecting');
    await vi.advanceTimersByTimeAsync(1);
    expect(await started).toBe(false);
    expect(machine.getSnapshot()).toMatchObject({ state: 'on', message: '连接失败', device: null });
    expect(sim.disconnected).toEqual(['AA:BB:CC:DD:EE:01']);
  });

  it('gives 连接失败 when the connection is refused', async () => {
    sim.connectMode = 'fail';
    expect(await machine.start()).toBe(false);
    expect(machine.getSnapshot().message).toBe(MSG.bleConnectFailed);
  });
});

describe('Bluetooth measuring flow: measuring time-outs', () => {
  it('gives 未读取到设备测量数据 after 30 s without data', async () => {
    await machine.start();
    await vi.advanceTimersByTimeAsync(29_999);
    expect(machine.getSnapshot()).toMatchObject({ state: 'measuring', message: null });
    await vi.advanceTimersByTimeAsync(1);
    expect(machine.getSnapshot()).toMatchObject({ state: 'connected', message: '未读取到设备测量数据' });
  });

  it('checks device type 17 already at 3 s', async () => {
    sim.devices = [device({ deviceType: 17 })];
    await machine.start();
    await vi.advanceTimersByTimeAsync(2_999);
    expect(machine.getSnapshot().state).toBe('measuring');
    await vi.advanceTimersByTimeAsync(1);
    expect(machine.getSnapshot()).toMatchObject({ state: 'connected', message: MSG.bleNoMeasureData });
  });

  it('does not stop type 17 at 3 s when data has arrived, and other types are not checked at 3 s', async () => {
    sim.devices = [device({ deviceType: 17 })];
    await machine.start();
    await vi.advanceTimersByTimeAsync(1_000);
    sim.send({ type: 3, values: { systolic: 80 } });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(machine.getSnapshot()).toMatchObject({ state: 'measuring', message: null });

    await machine.stop();
    sim.devices = [device({ deviceType: 5 })];
    await machine.start();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(machine.getSnapshot()).toMatchObject({ state: 'measuring', message: null });
  });

  it('restarts the 30 s count with each in-progress reading', async () => {
    await machine.start();
    await vi.advanceTimersByTimeAsync(20_000);
    sim.send({ type: 3, values: { systolic: 150 } });
    await vi.advanceTimersByTimeAsync(20_000);
    expect(machine.getSnapshot().state).toBe('measuring');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(machine.getSnapshot().message).toBe(MSG.bleNoMeasureData);
  });
});

describe('Bluetooth measuring flow: results', () => {
  it('accepts types 1 and 2 at once with the device serial and type', async () => {
    const seen: unknown[] = [];
    machine.onResult((r) => seen.push(r));
    await machine.start();
    sim.send({ type: 1, values: bp, measureTime: '2026-03-15 08:00:00' });
    expect(machine.getSnapshot()).toMatchObject({ state: 'connected', message: null });
    sim.send({
      type: 2,
      values: { ...bp, systolic: 130 },
      measureTime: '2026-03-14 20:00:00',
      serial: 'MEM-2',
    });
    expect(seen).toEqual([
      { type: 1, values: bp, measureTime: '2026-03-15 08:00:00', deviceType: 5, serial: 'SN001' },
      {
        type: 2,
        values: { ...bp, systolic: 130 },
        measureTime: '2026-03-14 20:00:00',
        deviceType: 5,
        serial: 'MEM-2',
      },
    ]);
    // A result stops the time-outs.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(machine.getSnapshot().message).toBeNull();
  });

  it('ignores type 3 until isEnd, showing it as the live value', async () => {
    await machine.start();
    sim.send({ type: 3, values: { systolic: 90 } });
    sim.send({ type: 3, values: { systolic: 140 }, isEnd: false });
    expect(machine.getSnapshot()).toMatchObject({
      state: 'measuring',
      results: [],
      live: { values: { systolic: 140 } },
    });
    sim.send({ type: 3, values: bp, isEnd: true, measureTime: 1_773_500_000_000 });
    expect(machine.getSnapshot()).toMatchObject({ state: 'connected', live: null });
    expect(machine.getSnapshot().results).toEqual([
      { type: 3, values: bp, measureTime: 1_773_500_000_000, deviceType: 5, serial: 'SN001' },
    ]);
  });

  it('fills a missing measureTime with now (China time)', async () => {
    await machine.start();
    await vi.advanceTimersByTimeAsync(5_000);
    sim.send({ type: 1, values: bp });
    sim.send({ type: 1, values: bp, measureTime: null });
    expect(machine.getSnapshot().results.map((r) => r.measureTime)).toEqual([
      '2026-03-15 08:30:05',
      '2026-03-15 08:30:05',
    ]);
    expect(formatChinaTime(NOW)).toBe('2026-03-15 08:30:00');
  });

  it('stop() disconnects, keeps the results and drops later readings', async () => {
    await machine.start();
    sim.send({ type: 1, values: bp });
    await machine.stop();
    expect(sim.disconnected).toEqual(['AA:BB:CC:DD:EE:01']);
    sim.send({ type: 1, values: bp });
    expect(machine.getSnapshot()).toMatchObject({ state: 'on', device: null });
    expect(machine.getSnapshot().results).toHaveLength(1);
  });

  it('measures again on the same connection without subscribing twice', async () => {
    await machine.start();
    sim.send({ type: 1, values: bp });
    expect(await machine.measure()).toBe(true);
    expect(sim.subscriptions).toBe(1);
    expect(machine.getSnapshot().state).toBe('measuring');
  });
});
