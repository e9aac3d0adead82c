/**
 * The Bluetooth measuring flow (spec 2 section 4): the types shared by the state machine, its two
 * transports (Web Bluetooth and the native-app bridge) and the React hook.
 */
import type { MeasurementType } from '@kanghu/shared';

/** What can be measured over Bluetooth (a subset of the measurement types). */
export type BleDeviceKind = Extract<MeasurementType, 'bp' | 'bg' | 'weight' | 'hr' | 'spo2' | 'temp'>;

export type BleState = 'off' | 'on' | 'scanning' | 'connecting' | 'connected' | 'measuring';

/** A found device (spec 2 section 3 Bluetooth device: mac, connectState, serial, btName, deviceType). */
export interface BleDevice {
  /** Transport id: the MAC address from the native app, the Web Bluetooth device id in a browser. */
  id: string;
  btName: string | null;
  serial: string | null;
  mac: string | null;
  /** The vendor device type number known to the native app (17 gets the early 3 s check). */
  deviceType: number | null;
}

/**
 * A reading as a transport delivers it. Type 1 and 2 are finished readings (2: a record stored on
 * the device, e.g. a glucose meter's memory); type 3 is an in-progress value (cuff pressure while
 * inflating, a pulse stream) that only counts once `isEnd` is set.
 */
export interface BleReading {
  type: 1 | 2 | 3;
  isEnd?: boolean;
  /** Component keys of MEASUREMENT_TYPE_INFO[kind] (systolic, diastolic, heartRate, glucose, ...). */
  values: Record<string, number>;
  /** "YYYY-MM-DD HH:mm:ss" (China time) or epoch ms; missing when the device has no clock. */
  measureTime?: string | number | null;
  deviceType?: number | null;
  serial?: string | null;
}

/** An accepted result, ready to be saved with source bluetooth. */
export interface BleResult {
  type: 1 | 2 | 3;
  values: Record<string, number>;
  /** Always set: the device's time or, when missing, the time it arrived. */
  measureTime: string | number;
  deviceType: number | null;
  serial: string | null;
}

/** Why a transport call failed; the machine turns each into the spec's message. */
export type BleErrorCode = 'unsupported' | 'off' | 'refused' | 'noDevice' | 'connectFailed' | 'notConnected';

export class BleError extends Error {
  override readonly name = 'BleError';
  constructor(
    readonly code: BleErrorCode,
    detail?: string,
  ) {
    super(detail ?? code);
  }
}

/** Adapter (radio) events a transport reports on its own. */
export type BleTransportEvent = { kind: 'adapter'; on: boolean } | { kind: 'disconnected'; deviceId: string };

/** The one interface both transports implement. Calls reject with BleError. */
export interface BleTransport {
  /** Whether the radio is usable: 'unsupported' when the platform has no Bluetooth at all. */
  availability(): Promise<'on' | 'off' | 'unsupported'>;
  /** Asks the user to switch Bluetooth on (native only); rejects with code 'refused'. */
  enable?(): Promise<void>;
  /** Finds devices of a kind; [] or BleError('noDevice') when none. */
  scan(kind: BleDeviceKind): Promise<BleDevice[]>;
  connect(device: BleDevice): Promise<void>;
  /** Starts delivering readings of a kind; the answer stops them. */
  subscribe(
    device: BleDevice,
    kind: BleDeviceKind,
    onReading: (reading: BleReading) => void,
  ): Promise<() => void>;
  disconnect(device: BleDevice): Promise<void>;
  onEvent(listener: (event: BleTransportEvent) => void): () => void;
}
