/**
 * Reference ranges for children and adolescents (under 18), used instead of the adult table of
 * measurement-ranges.ts when the patient is a child at the time of the reading. A modest screening
 * table, not a diagnosis: every abnormal child grade advises a re-check and a paediatric visit.
 *
 * Sources:
 * - Blood pressure, 3-17 years: 中国3~17岁儿童性别、年龄别和身高别血压参照标准 (范晖, 闫银坤, 米杰;
 *   中华高血压杂志 2017;25(5):428-435) and its simplified screening formula in 中国高血压防治指南
 *   （2018年修订版） (儿童青少年高血压, 简化公式标准, P95): boys SBP = 100 + 2 x age, girls
 *   SBP = 100 + 1.5 x age, both DBP = 65 + age (age in whole years). SBP or DBP at or above the
 *   cut-off: 血压偏高 (screen positive; the guideline confirms with the height-specific P95 table of
 *   WS/T 610-2018 and non-same-day repeats). Below it but >= 120/80: 正常高值 (the guideline's
 *   "P90~P95 or >= 120/80"; the simplified formula has no P90, so only the 120/80 part is used).
 *   Under 3 years: no reference (未评估).
 * - BMI, 6-18 years: WS/T 586-2018 学龄儿童青少年超重与肥胖筛查, table 1 (sex- and half-year-age
 *   specific overweight and obesity cut-offs, kg/m2). Thinness (WS/T 456-2014) is not graded here.
 *   Under 6 years: no BMI cut-off (未评估; growth charts apply).
 * - Lipids: 儿童青少年血脂异常防治专家共识 (中华儿科杂志 2009;47(6):426-428), mmol/L: TC >= 5.18
 *   high, 4.40-5.17 borderline; LDL-C >= 3.37 high, 2.85-3.34 borderline; TG >= 1.70 high;
 *   HDL-C <= 1.04 low.
 * - Heart rate at rest: 儿科学 (第9版, 人民卫生出版社 2018), 各年龄儿童心率: under 1 year 110-130,
 *   1-3 years 100-120, 4-7 years 80-100, 8-14 years 70-90 /min; 15-17 years the adult 60-100.
 * - Blood sugar: children use the adult thresholds (WHO 1999; ISPAD 2022 keeps fasting >= 7.0 and
 *   2-hour >= 11.1 mmol/L, alert level < 3.9), so `gradeBloodSugar` applies unchanged.
 * Unknown sex: the lower cut-off of the two sexes (a screen should not miss).
 * Data only: ages, cut-offs and grading over this table are in child-grades.ts.
 */
import { CHILD_LEVEL_LABELS } from './child-levels.ts';
import type { Grade } from './measurement-ranges.ts';

/** Patients younger than this (in completed years at the reading's time) are graded as children. */
export const CHILD_AGE_LIMIT = 18;

/** What the children's table needs to know about a patient: birthday "YYYY-MM-DD" and sex (1 male, 2 female). */
export interface ChildSubject {
  birthday: string | null;
  sex: number | null;
}

const g = (level: string, label: string, abnormal: boolean): Grade => ({ level, label, abnormal });
const label = (level: string) => CHILD_LEVEL_LABELS[level] ?? level;

/** The children's table. */
export const CHILD_RANGES = {
  bp: {
    minAge: 3,
    /** P95 of the simplified formula: base + perYear x age (whole years). */
    p95: {
      male: { systolic: { base: 100, perYear: 2 }, diastolic: { base: 65, perYear: 1 } },
      female: { systolic: { base: 100, perYear: 1.5 }, diastolic: { base: 65, perYear: 1 } },
    },
    highNormal: { systolic: 120, diastolic: 80 },
    high: g('child_high', label('child_high'), true),
    highNormalGrade: g('high_normal', '正常高值', false),
    normal: g('normal', '正常', false),
  },
  /** WS/T 586-2018 table 1: [age in years (half-year steps), boys overweight, boys obese, girls overweight, girls obese]. */
  bmi: [
    [6.0, 16.4, 17.7, 16.2, 17.5],
    [6.5, 16.7, 18.1, 16.5, 18.0],
    [7.0, 17.0, 18.7, 16.8, 18.5],
    [7.5, 17.4, 19.2, 17.2, 19.0],
    [8.0, 17.8, 19.7, 17.6, 19.4],
    [8.5, 18.1, 20.3, 18.1, 19.9],
    [9.0, 18.5, 20.8, 18.5, 20.4],
    [9.5, 18.9, 21.4, 19.0, 21.0],
    [10.0, 19.2, 21.9, 19.5, 21.5],
    [10.5, 19.6, 22.5, 20.0, 22.1],
    [11.0, 19.9, 23.0, 20.5, 22.7],
    [11.5, 20.3, 23.6, 21.1, 23.3],
    [12.0, 20.7, 24.1, 21.5, 23.9],
    [12.5, 21.0, 24.7, 21.9, 24.5],
    [13.0, 21.4, 25.2, 22.2, 25.0],
    [13.5, 21.9, 25.7, 22.6, 25.6],
    [14.0, 22.3, 26.1, 22.8, 25.9],
    [14.5, 22.6, 26.4, 23.0, 26.3],
    [15.0, 22.9, 26.6, 23.2, 26.6],
    [15.5, 23.1, 26.9, 23.4, 26.9],
    [16.0, 23.3, 27.1, 23.6, 27.1],
    [16.5, 23.5, 27.4, 23.7, 27.4],
    [17.0, 23.7, 27.6, 23.8, 27.6],
    [17.5, 23.8, 27.8, 23.9, 27.8],
  ] as const,
  lipid: {
    high: { tc: 5.18, ldl: 3.37, tg: 1.7 },
    borderline: { tc: 4.4, ldl: 2.85 },
    /** HDL-C at or below this is low. */
    hdlLowAtOrBelow: 1.04,
  },
  /** Resting heart rate by age: the row with the largest `fromAge` not above the child's whole years. */
  heartRate: [
    { fromAge: 0, below: 110, above: 130 },
    { fromAge: 1, below: 100, above: 120 },
    { fromAge: 4, below: 80, above: 100 },
    { fromAge: 8, below: 70, above: 90 },
    { fromAge: 15, below: 60, above: 100 },
  ],
  unrated: g('unrated', '未评估', false),
} as const;

/** The detection types (children's screening screens and reports). */
export const DETECTION_TYPES = ['bp', 'bg', 'lipid', 'weight', 'hr'] as const;
export type DetectionType = (typeof DETECTION_TYPES)[number];

/** Advice of a grade, per type; `none` when there is no reading yet. */
export const DETECTION_ADVICE: Record<DetectionType, Record<string, string>> = {
  bp: {
    child_high:
      '血压高于同年龄、同性别儿童的第95百分位（简化标准）。请安静休息5分钟后复测；非同日3次测量仍偏高，请到儿科或儿童保健门诊按身高别标准进一步评估。',
    high_normal: '血压处于正常高值，建议清淡少盐饮食、每天户外活动1小时、控制体重，3~6个月后复测。',
    grade1: '血压达到1级高血压范围，建议低盐饮食、规律作息，坚持每日测量，并与签约医生沟通。',
    grade2: '血压达到2级高血压范围，请遵医嘱规律服药，并及时联系签约医生。',
    grade3: '血压达到3级高血压范围，请尽快联系签约医生或就医。',
    low: '血压偏低，起身时请放慢动作，如有头晕、乏力请就医。',
    normal: '血压在正常范围内，建议每年至少测量一次血压。',
    unrated: '3岁以下儿童暂无血压参考标准，请遵儿科医生意见。',
    none: '暂无血压数据，建议每年至少测量一次血压。',
  },
  bg: {
    low: '血糖偏低，请立即补充含糖食物并在15分钟后复测；如有出汗、心慌、意识改变请立即就医。',
    impaired:
      '血糖高于正常，建议少吃甜食、少喝含糖饮料，并到医院做进一步检查（空腹血糖、糖化血红蛋白或糖耐量试验）。',
    diabetes: '血糖达到糖尿病诊断范围，请尽快到医院内分泌科（儿童请到儿科内分泌门诊）就诊。',
    normal: '血糖在正常范围内，建议均衡饮食、少喝含糖饮料。',
    none: '暂无血糖数据，有糖尿病家族史或超重的儿童建议定期检测。',
  },
  lipid: {
    high: '血脂高于参考值，建议减少油炸食品和动物脂肪、增加运动，并到医院复查空腹血脂。',
    low_hdl: '高密度脂蛋白偏低，建议增加运动、减少久坐，控制体重。',
    borderline: '血脂处于边缘水平，建议调整饮食结构，6~12个月后复查。',
    normal: '血脂在参考范围内，请保持健康饮食。',
    none: '暂无血脂数据，肥胖或有早发心血管病家族史的儿童建议检测血脂。',
  },
  weight: {
    obese: '体重指数达到肥胖界值，建议在医生指导下控制饮食总量，每天中高强度运动至少60分钟，每月测量一次。',
    overweight: '体重指数达到超重界值，建议少吃高能量零食和含糖饮料，增加户外活动。',
    normal: '体重指数在正常范围内，请继续保持。',
    underweight: '体重过低，建议保证优质蛋白和能量摄入，必要时咨询医生。',
    unrated: '暂无法评估：请同时录入身高以计算BMI；6岁以下儿童请参照生长曲线评价。',
    none: '暂无体重数据，建议每月测量身高和体重。',
  },
  hr: {
    low: '心率低于参考范围，请在安静状态下复测；如伴头晕、乏力请就医。',
    high: '心率高于参考范围，请安静休息后复测；发热、哭闹或运动后心率会增快。',
    normal: '心率在参考范围内。',
    none: '暂无心率数据。',
  },
};
