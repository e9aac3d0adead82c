/**
 * The LMS maths of the WHO growth references (issue 13 section 1): the table format, the LMS row at
 * an x, z-scores (with the WHO adjustment beyond +/-3 SD), SD lines and percentiles. Pure: the
 * caller parses the table files with `parseLmsTable` and passes them in (the server reads them from
 * disk; the web never loads them). Which table serves which indicator is in who-growth.ts.
 *
 * The LMS tables are the WHO's own (packages/shared/data/who-growth, from the WHO R packages anthro
 * and anthroplus; docs/decisions.md "Growth on published standards").
 *
 * Method (WHO Anthro / AnthroPlus documentation):
 * z = ((y/M)^L - 1) / (L*S) (L = 0: ln(y/M)/S). For the weight-based indicators and BMI a z beyond
 * +/-3 is measured in units of the distance between the +/-2 and +/-3 SD lines:
 * z = 3 + (y - SD3) / (SD3 - SD2) and z = -3 + (y - SD3neg) / (SD2neg - SD3neg).
 */

export type Sex = 1 | 2;
export type LmsRow = { x: number; l: number; m: number; s: number };
/** Rows by sex, sorted by x. */
export type LmsTable = Record<Sex, LmsRow[]>;

export const WHO_TABLE_FILES = [
  'weianthro',
  'lenanthro',
  'bmianthro',
  'hcanthro',
  'wflanthro',
  'wfhanthro',
  'bfawho2007',
  'hfawho2007',
  'wfawho2007',
] as const;
export type WhoTableName = (typeof WHO_TABLE_FILES)[number];
export type WhoTables = Record<WhoTableName, LmsTable>;

/** Parses one tab-separated WHO table (header: sex, x, l, m, s[, loh]). */
export function parseLmsTable(text: string): LmsTable {
  const out: LmsTable = { 1: [], 2: [] };
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '');
  for (const line of lines.slice(1)) {
    const [sex, x, l, m, s] = line.split('\t').map(Number) as [number, number, number, number, number];
    if (sex !== 1 && sex !== 2) continue;
    out[sex].push({ x, l, m, s });
  }
  out[1].sort((a, b) => a.x - b.x);
  out[2].sort((a, b) => a.x - b.x);
  return out;
}

/** The LMS parameters at x: exact row, else linear interpolation between the neighbours; null outside. */
export function lmsAt(table: LmsTable, sex: Sex, x: number): LmsRow | null {
  const rows = table[sex];
  const first = rows[0];
  const last = rows[rows.length - 1];
  if (!first || !last || x < first.x - 1e-9 || x > last.x + 1e-9) return null;
  let lo = 0;
  let hi = rows.length - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if ((rows[mid] as LmsRow).x <= x) lo = mid;
    else hi = mid;
  }
  const a = rows[lo] as LmsRow;
  const b = rows[hi] as LmsRow;
  if (Math.abs(a.x - x) < 1e-9) return a;
  if (Math.abs(b.x - x) < 1e-9) return b;
  const t = (x - a.x) / (b.x - a.x);
  return { x, l: a.l + (b.l - a.l) * t, m: a.m + (b.m - a.m) * t, s: a.s + (b.s - a.s) * t };
}

/** The measurement at z (the SD line): M (1 + L S z)^(1/L), or M exp(S z) when L = 0. */
export function valueAtZ(lms: LmsRow, z: number): number {
  if (lms.l === 0) return lms.m * Math.exp(lms.s * z);
  return lms.m * (1 + lms.l * lms.s * z) ** (1 / lms.l);
}

/** z by the LMS formula; with `adjust` (weight-based and BMI) the WHO restatement beyond +/-3. */
export function zOfLms(y: number, lms: LmsRow, adjust: boolean): number {
  const z = lms.l === 0 ? Math.log(y / lms.m) / lms.s : ((y / lms.m) ** lms.l - 1) / (lms.l * lms.s);
  if (!adjust) return z;
  if (z > 3) {
    const sd3 = valueAtZ(lms, 3);
    return 3 + (y - sd3) / (sd3 - valueAtZ(lms, 2));
  }
  if (z < -3) {
    const sd3 = valueAtZ(lms, -3);
    return -3 + (y - sd3) / (valueAtZ(lms, -2) - sd3);
  }
  return z;
}

/** Standard normal cumulative distribution (Abramowitz-Stegun 7.1.26 through erf, |error| < 1.5e-7). */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const erf =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) *
      t *
      Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** Percentile (0-100) of a z-score. */
export function percentileOfZ(z: number): number {
  return normalCdf(z) * 100;
}
