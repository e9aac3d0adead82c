import {
  type BG_PERIODS,
  type BP_PERIODS,
  MEASUREMENT_TYPE_INFO,
  type MeasurementSource,
  type MeasurementType,
} from './measurement-ranges.ts';

/** A reading's type and values, as stored and as answered. */
type ReadingValues = { type: MeasurementType; values: Record<string, number | undefined> };

export const BP_PERIOD_LABELS: Record<(typeof BP_PERIODS)[number], string> = {
  morning: '晨起',
  afternoon: '下午',
  evening: '睡前',
  other: '其他',
};

export const BG_PERIOD_LABELS: Record<(typeof BG_PERIODS)[number], string> = {
  fasting: '空腹',
  beforeMeal: '餐前',
  afterMeal: '餐后2小时',
  bedtime: '睡前',
  night: '夜间',
  random: '随机',
};

export const SOURCE_LABELS: Record<MeasurementSource, string> = {
  manual: '手动录入',
  bluetooth: '蓝牙测量',
  iot: '设备上传',
  doctor: '医生录入',
};

export function periodLabel(type: MeasurementType, period: string | null): string {
  if (!period) return '';
  const labels: Record<string, string> =
    type === 'bp' ? BP_PERIOD_LABELS : type === 'bg' ? BG_PERIOD_LABELS : {};
  return labels[period] ?? period;
}

/** Display units (UCUM codes as people read them). */
const UNIT_TEXT: Record<string, string> = { 'mm[Hg]': 'mmHg', Cel: '℃', '/min': '次/分', 'kg/m2': 'kg/m²' };
export function unitText(unit: string): string {
  return UNIT_TEXT[unit] ?? unit;
}

function num(v: number | undefined, digits = 1): string {
  if (v === undefined) return '--';
  return Number.isInteger(v) ? String(v) : v.toFixed(digits);
}

/** The main reading of a row as text with its unit, e.g. "135/85 mmHg" or "6.2 mmol/L". */
export function readingText(row: ReadingValues): string {
  const v = row.values;
  switch (row.type) {
    case 'bp':
      return `${num(v.systolic)}/${num(v.diastolic)} mmHg`;
    case 'bg':
      return `${v.glucose === undefined ? '--' : v.glucose.toFixed(1)} mmol/L`;
    case 'weight':
      return `${num(v.weight)} kg`;
    case 'lipid':
      return ['tc', 'tg', 'ldl', 'hdl']
        .filter((k) => v[k] !== undefined)
        .map((k) => `${MEASUREMENT_TYPE_INFO.lipid.components[k]?.label ?? k} ${num(v[k], 2)}`)
        .join('，');
    case 'mattress':
      return `心率 ${num(v.heartRate)} 次/分，呼吸 ${num(v.breathRate)} 次/分`;
    default: {
      const info = MEASUREMENT_TYPE_INFO[row.type];
      const key = Object.keys(info.components)[0] ?? '';
      return `${num(v[key])} ${unitText(info.components[key]?.unit ?? info.unit)}`;
    }
  }
}

/** Secondary values of a row: heart rate of a blood-pressure reading, BMI of a weight. */
export function extraText(row: ReadingValues): string {
  const v = row.values;
  if (row.type === 'bp' && v.heartRate !== undefined) return `心率 ${num(v.heartRate)} 次/分`;
  if (row.type === 'weight' && v.bmi !== undefined) return `BMI ${num(v.bmi)}`;
  if (row.type === 'spo2' && v.heartRate !== undefined) return `脉率 ${num(v.heartRate)} 次/分`;
  if (row.type === 'mattress' && v.sleepHours !== undefined) return `睡眠 ${num(v.sleepHours)} 小时`;
  return '';
}
