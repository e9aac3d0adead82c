/**
 * The Bluetooth measuring flow of spec 2 section 4 as a state machine (pure TS, no DOM):
 *
 *   off -> on -> scanning -> on (devices found) -> connecting -> connected -> measuring -> connected
 *
 * - Bluetooth not on: 蓝牙未开启!; the user refuses to switch it on: 用户拒绝开启蓝牙~; it is
 *   switched off while in use: 蓝牙状态已关闭，请确认您的蓝牙开启~; nothing found: 未扫描到设备数据;
 *   measuring without a connection (or the device drops): 设备未连接！.
 * - connecting times out after 30 s: 连接失败.
 * - measuring: 30 s without any data: 未读取到设备测量数据; for device type 17 also checked at 3 s.
 * - Result types 1 and 2 are accepted at once; type 3 only with isEnd (before that it is shown as
 *   the live value). A missing measureTime is filled with the current time.
 * After a result the machine is connected again and keeps listening (a glucose meter sends its
 * stored records one after another); measure() starts a new round of time-outs.
 */
import {
  BLE_EARLY_CHECK_DEVICE_TYPE,
  BLE_MEASURE_EARLY_CHECK_MS,
  BLE_MEASURE_TIMEOUT_MS,
  MSG,
} from '@kanghu/shared';
import { connectWithin, isFinalReading, messageOf, toResult } from './machine-rules.ts';
import type { BleMachine, BleMachineOptions, BleSnapshot, BleTimers } from './machine-types.ts';
import type { BleDevice, BleReading, BleResult, BleTransport, BleTransportEvent } from './types.ts';

export { formatChinaTime, isFinalReading } from './machine-rules.ts';
export type { BleMachine, BleMachineOptions, BleSnapshot, BleTimers } from './machine-types.ts';

export function createBleMachine(options: BleMachineOptions): BleMachine {
  const { transport, kind } = options;
  const timers: BleTimers = options.timers ?? {
    setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
  };
  const now = options.now ?? Date.now;

  let snapshot: BleSnapshot = {
    state: 'off',
    message: null,
    devices: [],
    device: null,
    results: [],
    live: null,
  };
  const listeners = new Set<(snapshot: BleSnapshot) => void>();
  const resultListeners = new Set<(result: BleResult) => void>();
  /** Bumped by stop(): answers of calls begun before are ignored. */
  let generation = 0;
  let stopReadings: (() => void) | null = null;
  let noDataTimer: unknown = null;
  let earlyTimer: unknown = null;
  let dataSinceMeasure = false;

  function set(patch: Partial<BleSnapshot>): void {
    snapshot = { ...snapshot, ...patch };
    for (const listener of listeners) listener(snapshot);
  }

  function clearMeasureTimers(): void {
    if (noDataTimer !== null) timers.clearTimeout(noDataTimer);
    if (earlyTimer !== null) timers.clearTimeout(earlyTimer);
    noDataTimer = null;
    earlyTimer = null;
  }

  function releaseReadings(): void {
    stopReadings?.();
    stopReadings = null;
  }

  function noMeasureData(): void {
    clearMeasureTimers();
    if (snapshot.state === 'measuring')
      set({ state: 'connected', message: MSG.bleNoMeasureData, live: null });
  }

  function armNoDataTimer(): void {
    if (noDataTimer !== null) timers.clearTimeout(noDataTimer);
    noDataTimer = timers.setTimeout(noMeasureData, BLE_MEASURE_TIMEOUT_MS);
  }

  function handleReading(reading: BleReading): void {
    if (snapshot.state !== 'measuring' && snapshot.state !== 'connected') return;
    dataSinceMeasure = true;
    if (!isFinalReading(reading)) {
      if (snapshot.state === 'measuring') armNoDataTimer();
      set({ live: reading });
      return;
    }
    const result = toResult(reading, snapshot.device, now());
    clearMeasureTimers();
    set({ state: 'connected', message: null, live: null, results: [...snapshot.results, result] });
    for (const listener of resultListeners) listener(result);
  }

  function handleEvent(event: BleTransportEvent): void {
    if (event.kind === 'adapter') {
      if (!event.on && snapshot.state !== 'off') {
        generation += 1;
        clearMeasureTimers();
        releaseReadings();
        set({ state: 'off', message: MSG.bleClosed, device: null, live: null });
      } else if (event.on && snapshot.state === 'off') {
        set({ state: 'on', message: null });
      }
      return;
    }
    const connected = snapshot.state === 'connected' || snapshot.state === 'measuring';
    if (connected && snapshot.device?.id === event.deviceId) {
      clearMeasureTimers();
      releaseReadings();
      set({ state: 'on', message: MSG.bleNotConnected, device: null, live: null });
    }
  }

  const stopEvents = transport.onEvent(handleEvent);

  async function init(): Promise<boolean> {
    if (snapshot.state !== 'off') return true;
    const run = generation;
    let availability: Awaited<ReturnType<BleTransport['availability']>>;
    try {
      availability = await transport.availability();
    } catch {
      availability = 'unsupported';
    }
    if (run !== generation) return false;
    if (availability === 'on') {
      set({ state: 'on', message: null });
      return true;
    }
    if (availability === 'off' && transport.enable) {
      try {
        await transport.enable();
        if (run !== generation) return false;
        set({ state: 'on', message: null });
        return true;
      } catch (error) {
        if (run === generation) set({ state: 'off', message: messageOf(error, MSG.bleRefused) });
        return false;
      }
    }
    set({ state: 'off', message: MSG.bleOff });
    return false;
  }

  async function scan(): Promise<BleDevice[]> {
    if (!(await init())) return [];
    const run = generation;
    set({ state: 'scanning', message: null, devices: [] });
    let devices: BleDevice[];
    try {
      devices = await transport.scan(kind);
    } catch (error) {
      if (run === generation) set({ state: 'on', message: messageOf(error, MSG.bleNoScanData) });
      return [];
    }
    if (run !== generation) return [];
    set({ state: 'on', devices, message: devices.length === 0 ? MSG.bleNoScanData : null });
    return devices;
  }

  async function connect(device: BleDevice): Promise<boolean> {
    if (snapshot.state === 'off') {
      set({ message: MSG.bleOff });
      return false;
    }
    const run = generation;
    set({ state: 'connecting', message: null, device, live: null });
    const outcome = await connectWithin(transport, device, timers);
    if (run !== generation) return false;
    if (outcome !== true) {
      void transport.disconnect(device).catch(() => undefined);
      set({ state: 'on', message: outcome, device: null });
      return false;
    }
    set({ state: 'connected', message: null });
    return true;
  }

  async function measure(): Promise<boolean> {
    const device = snapshot.device;
    if (snapshot.state === 'off') {
      set({ message: MSG.bleOff });
      return false;
    }
    if (!device || (snapshot.state !== 'connected' && snapshot.state !== 'measuring')) {
      set({ message: MSG.bleNotConnected });
      return false;
    }
    const run = generation;
    if (!stopReadings) {
      try {
        const stop = await transport.subscribe(device, kind, handleReading);
        if (run !== generation) {
          stop();
          return false;
        }
        stopReadings = stop;
      } catch (error) {
        if (run === generation)
          set({ state: 'on', message: messageOf(error, MSG.bleNotConnected), device: null });
        return false;
      }
    }
    clearMeasureTimers();
    dataSinceMeasure = false;
    set({ state: 'measuring', message: null, live: null });
    armNoDataTimer();
    if (device.deviceType === BLE_EARLY_CHECK_DEVICE_TYPE) {
      earlyTimer = timers.setTimeout(() => {
        earlyTimer = null;
        if (!dataSinceMeasure) noMeasureData();
      }, BLE_MEASURE_EARLY_CHECK_MS);
    }
    return true;
  }

  async function start(device?: BleDevice): Promise<boolean> {
    const run = generation;
    let target = device;
    if (!target) {
      const found = await scan();
      if (run !== generation) return false;
      target = found[0];
      if (!target) return false;
    } else if (!(await init())) {
      return false;
    }
    if (!(await connect(target))) return false;
    return measure();
  }

  async function stop(): Promise<void> {
    generation += 1;
    clearMeasureTimers();
    releaseReadings();
    const device = snapshot.device;
    set({ state: snapshot.state === 'off' ? 'off' : 'on', device: null, live: null, message: null });
    if (device) await transport.disconnect(device).catch(() => undefined);
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onResult(listener) {
      resultListeners.add(listener);
      return () => resultListeners.delete(listener);
    },
    init,
    scan,
    connect,
    measure,
    start,
    stop,
    dispose() {
      void stop();
      stopEvents();
      listeners.clear();
      resultListeners.clear();
    },
  };
}
