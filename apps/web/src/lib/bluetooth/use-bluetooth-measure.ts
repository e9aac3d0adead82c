/**
 * React hook over the Bluetooth measuring machine, for the measuring screens:
 *
 *   const ble = useBluetoothMeasure('bp');
 *   ble.state; ble.message; ble.results; ble.live; ble.device; ble.devices
 *   ble.start()          // init, scan, connect to the first device found, measure
 *   ble.start(device)    // connect to a device the user picked from ble.devices, measure
 *   ble.scan(); ble.measure(); ble.stop()
 *
 * Results are kept until unmount; pass `onResult` to save each one as it arrives.
 */
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { type BleMachine, type BleSnapshot, createBleMachine } from './machine.ts';
import { defaultBleTransport } from './transport.ts';
import type { BleDevice, BleDeviceKind, BleResult, BleTransport } from './types.ts';

export interface UseBluetoothMeasureOptions {
  /** Defaults to the native bridge in our app, Web Bluetooth elsewhere. */
  transport?: BleTransport;
  onResult?: (result: BleResult) => void;
}

export interface BluetoothMeasure extends BleSnapshot {
  start(device?: BleDevice): Promise<boolean>;
  stop(): Promise<void>;
  scan(): Promise<BleDevice[]>;
  measure(): Promise<boolean>;
}

const IDLE: BleSnapshot = { state: 'off', message: null, devices: [], device: null, results: [], live: null };
const noSubscribe = () => () => undefined;
const idle = () => IDLE;

export function useBluetoothMeasure(
  kind: BleDeviceKind,
  options: UseBluetoothMeasureOptions = {},
): BluetoothMeasure {
  const { transport } = options;
  const [machine, setMachine] = useState<BleMachine | null>(null);
  const onResult = useRef(options.onResult);
  onResult.current = options.onResult;

  useEffect(() => {
    const created = createBleMachine({ transport: transport ?? defaultBleTransport(), kind });
    const stopResults = created.onResult((result) => onResult.current?.(result));
    setMachine(created);
    return () => {
      stopResults();
      created.dispose();
    };
  }, [kind, transport]);

  const snapshot = useSyncExternalStore(
    machine ? machine.subscribe : noSubscribe,
    machine ? machine.getSnapshot : idle,
    idle,
  );

  return {
    ...snapshot,
    start: (device) => machine?.start(device) ?? Promise.resolve(false),
    stop: () => machine?.stop() ?? Promise.resolve(),
    scan: () => machine?.scan() ?? Promise.resolve([]),
    measure: () => machine?.measure() ?? Promise.resolve(false),
  };
}
