import { fev1FvcOf, LUNG_FIELDS, type LungFieldKey } from '@kanghu/shared';

/** The numeric fields of the form, in the order of a spirometry report. */
export const MAIN_FIELDS: LungFieldKey[] = ['fvc', 'fev1', 'fev1Fvc'];
export const MORE_FIELDS: LungFieldKey[] = [
  'fev1FvcMax',
  'pef',
  'fet',
  'evFvc',
  'mef75',
  'mef50',
  'mef25',
  'vexp',
  'height',
  'weight',
];

/** A typed number of a field, or the Chinese message for a value outside the shared bounds. */
export function readField(key: LungFieldKey, raw: string | undefined): { value?: number; error?: string } {
  const text = (raw ?? '').trim();
  const info = LUNG_FIELDS[key];
  if (text === '') return info.required ? { error: `请输入${info.label}` } : {};
  const value = Number(text);
  if (!Number.isFinite(value)) return { error: `${info.label}须为数字` };
  if (value < info.min) return { error: `${info.label}不能小于${info.min}${info.unit}` };
  if (value > info.max) return { error: `${info.label}不能大于${info.max}${info.unit}` };
  return { value };
}

/** FEV1/FVC to show while typing, or null until both are valid. */
export function ratioPreview(fvc: string | undefined, fev1: string | undefined): number | null {
  const a = readField('fvc', fvc).value;
  const b = readField('fev1', fev1).value;
  return a !== undefined && b !== undefined && b <= a ? fev1FvcOf(b, a) : null;
}
