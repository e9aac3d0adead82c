import { type DeviceView, MEASUREMENT_TYPE_INFO, MEASUREMENT_TYPES } from '@kanghu/shared';

/** "血压计" etc. by the measure type of a device. */
const KIND: Record<string, string> = {
  bp: '血压计',
  bg: '血糖仪',
  weight: '体重秤',
  lipid: '血脂仪',
  hr: '心率设备',
  spo2: '血氧仪',
  temp: '体温计',
  mattress: '智能床垫',
};

export function deviceKind(d: Pick<DeviceView, 'deviceMeasureType'>): string {
  return KIND[d.deviceMeasureType] ?? '健康设备';
}

export function deviceTitle(d: DeviceView): string {
  const kind = d.type === 'watch' ? '智能手表' : deviceKind(d);
  const brand = [d.deviceBrand, d.deviceModel].filter(Boolean).join(' ');
  return brand ? `${brand} ${kind}` : kind;
}

export function measureLabel(type: string): string {
  const t = MEASUREMENT_TYPES.find((m) => m === type);
  return t ? MEASUREMENT_TYPE_INFO[t].label : type;
}

/** The screen that shows a device's readings. */
export function readingsPath(d: DeviceView): string {
  const q = d.patientId ? `patientId=${d.patientId}` : '';
  switch (d.deviceMeasureType) {
    case 'bp':
      return `/health/patient/blood/pressure/detail?${q}`;
    case 'weight':
      return `/health/patient/weight/device/record?${q}`;
    case 'bg':
    case 'temp':
    case 'spo2':
    case 'hr':
      return `/health/patient/life/record?type=${d.deviceMeasureType}&${q}`;
    default:
      return `/health/patient/life/record?${q}`;
  }
}
