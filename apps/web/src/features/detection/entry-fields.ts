import type { DetectionType } from '@kanghu/shared';

/** The components typed for each type (BMI is worked out by the server from weight and height). */
export const ENTRY_FIELDS: Record<DetectionType, readonly string[]> = {
  bp: ['systolic', 'diastolic', 'heartRate'],
  bg: ['glucose'],
  lipid: ['tc', 'tg', 'ldl', 'hdl'],
  weight: ['weight', 'height'],
  hr: ['heartRate'],
};

/** Placeholders that show the expected form of a value. */
export const ENTRY_PLACEHOLDERS: Record<string, string> = {
  systolic: '高压，如 105',
  diastolic: '低压，如 65',
  glucose: '如 5.2',
  weight: '如 25.5',
  height: '选填，用于计算BMI',
};
