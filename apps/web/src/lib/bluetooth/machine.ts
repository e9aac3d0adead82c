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
  BLE_CONNECT_TIMEOUT_MS,
  BLE_EARLY_CHECK_DEVICE_TYPE,
  BLE_MEASURE_EARLY_CHECK_MS,
  BLE_MEASURE_TIMEOUT_MS,
  MSG,
} from '@kanghu/shared';
import {
  type BleDevice,
  type BleDeviceKind,
  BleError,
  type BleErrorCode,
  type BleReading,
  type BleResult,
  type BleState,
  type BleTransport,
  type BleTransportEvent,
} from './types.ts';

export interface BleSnapshot {
  state: BleState;
  /** The last message for the user (spec strings), null when all is well. */
  message: string | null;
  /** Devices found by the last scan. */
  devices: BleDevice[];
  /** The device being connected, connected or measured. */
  device: BleDevice | null;
  /** Accepted results, oldest first. */
  results: BleResult[];
  /** The latest in-progress reading (type 3 before isEnd), e.g. the cuff pressure. */
  live: BleReading | null;
}

export interface BleTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface BleMachineOptions {
  transport: BleTransport;
  kind: BleDeviceKind;
  /** Defaults to the global timers (tests pass fake ones or use vi fake timers). */
  timers?: BleTimers;
  /** Epoch ms; defaults to Date.now. */
  now?: () => number;
}

export interface BleMachine {
  getSnapshot(): BleSnapshot;
  subscribe(listener: (snapshot: BleSnapshot) => void): () => void;
  onResult(listener: (result: BleResult) => void): () => void;
  /** Checks the radio (asking to switch it on where the platform can); true when on. */
  init(): Promise<boolean>;
  scan(): Promise<BleDevice[]>;
  connect(device: BleDevice): Promise<boolean>;
  measure(): Promise<boolean>;
  /** The whole flow: init, scan (unless a device is given), connect to the first device, measure. */
  start(device?: BleDevice): Promise<boolean>;
  /** Stops listening and disconnects; results are kept. */
  stop(): Promise<void>;
  /** stop() and forget the transport's events. */
  dispose(): void;
}

const CHINA_OFFSET_MS = 8 * 3_600_000;
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

function messageOf(error: unknown, fallback: string): string {
  return error instanceof BleError ? MESSAGE_OF[error.code] : fallback;
}

/** Whether a reading is a finished result (types 1 and 2 at once, type 3 only with isEnd). */
export function isFinalReading(reading: BleReading): boolean {
  return reading.type === 1 || reading.type === 2 || (reading.type === 3 && reading.isEnd === true);
}

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
    const device = snapshot.device;
    const result: BleResult = {
      type: reading.type,
      values: reading.values,
      measureTime:
        reading.measureTime === undefined || reading.measureTime === null || reading.measureTime === ''
          ? formatChinaTime(now())
          : reading.measureTime,
      deviceType: reading.deviceType ?? device?.deviceType ?? null,
      serial: reading.serial ?? device?.serial ?? device?.id ?? null,
    };
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
    const outcome = await new Promise<true | string>((resolve) => {
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
