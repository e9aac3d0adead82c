/**
 * Lung-function (spirometry) report fields and the physiological bounds a value must lie in to be
 * accepted. Bounds are deliberately wide (they refuse impossible input, not abnormal results);
 * adult reference values (ERS/ATS 2005, Chinese 2014 spirometry guideline) lie well inside them:
 * FVC and FEV1 in litres, flows in L/s, ratios in percent, forced expiratory time in seconds.
 * FEV1/FVC is FEV1 / FVC x 100; a given ratio may differ from the computed one by rounding only.
 */
export interface LungField {
  label: string;
  unit: string;
  min: number;
  max: number;
  required: boolean;
}

const f = (label: string, unit: string, min: number, max: number, required = false): LungField => ({
  label,
  unit,
  min,
  max,
  required,
});

export const LUNG_FIELDS = {
  fvc: f('用力肺活量FVC', 'L', 0.2, 10, true),
  fev1: f('第一秒用力呼气量FEV1', 'L', 0.1, 8, true),
  fev1Fvc: f('FEV1/FVC', '%', 10, 100),
  fev1FvcMax: f('FEV1/VC MAX', '%', 10, 100),
  fet: f('用力呼气时间FET', 's', 0.5, 30),
  evFvc: f('外推容积EV/FVC', '%', 0, 30),
  mef25: f('MEF25', 'L/s', 0, 15),
  mef50: f('MEF50', 'L/s', 0, 15),
  mef75: f('MEF75', 'L/s', 0, 20),
  pef: f('呼气峰流量PEF', 'L/s', 0.3, 20),
  vexp: f('呼气容积Vexp', 'L', 0.1, 10),
  height: f('身高', 'cm', 50, 250),
  weight: f('体重', 'kg', 10, 300),
} as const satisfies Record<string, LungField>;

export type LungFieldKey = keyof typeof LUNG_FIELDS;
export const LUNG_FIELD_KEYS = Object.keys(LUNG_FIELDS) as LungFieldKey[];

/** A given FEV1/FVC may differ from FEV1 / FVC x 100 by this many percentage points (rounding). */
export const LUNG_RATIO_TOLERANCE = 1;

/** FEV1/FVC in percent, one decimal. */
export function fev1FvcOf(fev1: number, fvc: number): number {
  return Math.round((fev1 / fvc) * 1000) / 10;
}

/**
 * GOLD airflow limitation screen: post-bronchodilator FEV1/FVC < 70 % suggests obstruction. Shown
 * as a hint on the report, not a diagnosis.
 */
export const LUNG_OBSTRUCTION_RATIO = 70;
