export {
  type BleMachine,
  type BleSnapshot,
  createBleMachine,
  formatChinaTime,
  isFinalReading,
} from './machine.ts';
export { NATIVE_EVENT, type NativeBleCommand, type NativeBleDevice } from './native-transport.ts';
export { KIND_PROFILES, STREAM_SAMPLES_FOR_RESULT } from './profiles.ts';
export { defaultBleTransport } from './transport.ts';
export * from './types.ts';
export {
  type BluetoothMeasure,
  type UseBluetoothMeasureOptions,
  useBluetoothMeasure,
} from './use-bluetooth-measure.ts';
