import { MEASUREMENT_TYPE_INFO, MEASUREMENT_TYPES, type MeasurementType } from '@kanghu/shared';

interface Spec {
  id: number;
  brand: string;
  model: string;
  name: string;
  measureType: string;
}

/** The measure types as selector options (血压, 血糖, ...). */
export const MEASURE_OPTIONS = MEASUREMENT_TYPES.map((t) => ({
  value: t,
  label: MEASUREMENT_TYPE_INFO[t].label,
}));

const BY_WORD: Array<[RegExp, MeasurementType]> = [
  [/血压/, 'bp'],
  [/血糖/, 'bg'],
  [/体重|体脂|秤/, 'weight'],
  [/血脂/, 'lipid'],
  [/血氧/, 'spo2'],
  [/体温/, 'temp'],
  [/床垫/, 'mattress'],
  [/心率|手表|手环/, 'hr'],
];

/** The measure type an application's free-text device type most likely means (血糖仪 -> bg). */
export function guessMeasureType(deviceType: string): MeasurementType | undefined {
  return BY_WORD.find(([re]) => re.test(deviceType))?.[1];
}

/** The project's device models of a measure type as selector options ("康护演示 KH-BP20 · 上臂式电子血压计（蓝牙）"). */
export function specOptions(specs: readonly Spec[] | undefined, measureType: string | undefined) {
  return (specs ?? [])
    .filter((s) => s.measureType === measureType)
    .map((s) => ({ value: String(s.id), label: `${s.brand} ${s.model} · ${s.name}` }));
}
