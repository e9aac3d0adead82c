/**
 * Children's energy requirement: 中国居民膳食营养素参考摄入量（2013版）表1 中国居民膳食能量需要量
 * (EER, kcal/d), as reproduced in 《2013版中国居民膳食营养素参考摄入量分类总表》 (m.31doc.com/p-9495146,
 * cross-checked against the 360docs.net/doc/7617630269 copy of the same table). Ages 1-5 have one
 * value per sex; from 6 the table gives light / moderate / heavy physical activity and we use the
 * moderate column for children (our choice, docs/decisions.md). Under 1 year the table gives
 * 90 / 80 kcal per kg per day, which needs a weight: not assessed here. Each row holds from its
 * age up to the next row's age (the table's "6岁~" bands; 11-13 share the 11 row, 14-17 the 14 row).
 */

export interface EerRow {
  /** Lower bound of the band, whole years. */
  age: number;
  male: number;
  female: number;
}

export const CHILD_EER_2013: readonly EerRow[] = [
  { age: 1, male: 900, female: 800 },
  { age: 2, male: 1100, female: 1000 },
  { age: 3, male: 1250, female: 1200 },
  { age: 4, male: 1300, female: 1250 },
  { age: 5, male: 1400, female: 1300 },
  // from 6: moderate activity (中)
  { age: 6, male: 1600, female: 1450 },
  { age: 7, male: 1700, female: 1550 },
  { age: 8, male: 1850, female: 1700 },
  { age: 9, male: 2000, female: 1800 },
  { age: 10, male: 2050, female: 1900 },
  { age: 11, male: 2350, female: 2050 },
  { age: 14, male: 2850, female: 2300 },
];

/** Children are assessed to 17 years; from 18 the adult reference applies. */
export const CHILD_DRI_MAX_AGE = 17;

export const CHILD_DRI_SOURCE = '中国居民膳食营养素参考摄入量（2013版）表1 膳食能量需要量（EER）';

export interface ChildDri {
  ageBand: string;
  energyKcal: number;
  basis: string;
}

/** The EER row for a child of `ageYears` (1-17) and sex (1 boy, 2 girl); null outside 1-17. */
export function childDri(ageYears: number | null, sex: number | null): ChildDri | null {
  if (ageYears === null || ageYears < 1 || ageYears > CHILD_DRI_MAX_AGE) return null;
  const rows = CHILD_EER_2013.filter((r) => r.age <= ageYears);
  const row = rows[rows.length - 1];
  if (!row) return null;
  const next = CHILD_EER_2013[CHILD_EER_2013.indexOf(row) + 1];
  const band = next && next.age - row.age > 1 ? `${row.age}～${next.age - 1}岁` : `${row.age}岁`;
  const bandText = !next ? `${row.age}～${CHILD_DRI_MAX_AGE}岁` : band;
  const girl = sex === 2;
  return {
    ageBand: bandText,
    energyKcal: girl ? row.female : row.male,
    basis: `${CHILD_DRI_SOURCE}，${bandText}${girl ? '女童' : '男童'}${row.age >= 6 ? '（中等身体活动水平）' : ''}`,
  };
}
