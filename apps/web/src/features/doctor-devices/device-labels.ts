import type { DeviceRecordDevice, DeviceView } from '@kanghu/shared';
import { deviceKind } from '../devices/device-text.ts';

type Named = Pick<DeviceView, 'type' | 'deviceBrand' | 'deviceModel' | 'deviceMeasureType' | 'bindType'>;

/** "康护演示 KH-BP20 血压计". */
export function deviceName(d: Named): string {
  const kind = d.type === 'watch' ? '智能手表' : deviceKind(d);
  return [d.deviceBrand, d.deviceModel, kind].filter(Boolean).join(' ');
}

/** How the device sends its readings: NB-IoT straight to us, Bluetooth through the patient's phone. */
export function channelLabel(d: Pick<DeviceView, 'bindType'> & { macAddress?: string | null }): string {
  if (d.bindType === 'nb') return 'NB-IoT';
  if (d.bindType === 'ble' || d.macAddress) return '蓝牙';
  return '';
}

/** A device chip of the records screen: "KH-BP20 血压计（使用中）". */
export function recordDeviceLabel(d: DeviceRecordDevice): string {
  const name = [d.deviceModel, deviceKind(d)].filter(Boolean).join(' ');
  return d.current ? `${name}（使用中）` : name;
}
