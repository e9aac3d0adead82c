import type { BG_PERIODS, BP_PERIODS, MeasurementSource, MeasurementType } from '@kanghu/shared';

/** Date-time text and field values: one copy for the app, in ui/format.ts. */
export { formatDateTime, fromLocalInput, toLocalInput } from '../../ui/format.ts';

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

/** Reading texts live in packages/shared (the server writes them in timelines too). */
export { extraText, readingText, unitText } from '@kanghu/shared';
