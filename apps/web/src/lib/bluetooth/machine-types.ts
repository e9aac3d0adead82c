/** The public shape of the Bluetooth measuring machine (machine.ts): its snapshot, options and methods. */
import type { BleDevice, BleDeviceKind, BleReading, BleResult, BleState, BleTransport } from './types.ts';

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
