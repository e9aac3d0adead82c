/**
 * Measurement types, their standard codes (LOINC observation codes, UCUM units), plausible input
 * bounds, and the ONE table of reference ranges that grades a reading. The server flags a reading
 * `abnormal` (and tells the patient's doctor at once) when its grade says so; the web app draws the
 * same bands on its charts. Data only: the grading functions over this table are in
 * measurement-grades.ts.
 *
 * Sources of the numbers:
 * - Blood pressure: 中国高血压防治指南（2018年修订版） / 2024 revision, office readings in mmHg.
 *   Normal <120 and <80; high-normal 120-139 or 80-89; grade 1 140-159 or 90-99; grade 2 160-179
 *   or 100-109; grade 3 >=180 or >=110. The grade is the higher one of systolic and diastolic.
 *   Hypotension (our addition for alerts): systolic <90 or diastolic <60.
 * - Blood sugar: 中国2型糖尿病防治指南（2020年版） (WHO 1999 criteria), venous plasma mmol/L.
 *   Fasting: normal <6.1, impaired fasting glucose 6.1-6.9, diabetes range >=7.0. Two hours after a
 *   meal or random: normal <7.8, impaired glucose tolerance 7.8-11.0, diabetes range >=11.1.
 *   Hypoglycaemia (alert level for people with diabetes): <3.9.
 * - BMI: WS/T 428-2013 成人体重判定: <18.5 underweight, 18.5-23.9 normal, 24.0-27.9 overweight,
 *   >=28.0 obese.
 * - Lipids: 中国血脂管理指南（2023年）, mmol/L: TC >=6.2 high, 5.2-6.1 borderline; LDL-C >=4.1
 *   high, 3.4-4.0 borderline; TG >=2.3 high, 1.7-2.2 borderline; HDL-C <1.0 low.
 * - Heart rate: 60-100 /min normal (bradycardia <60, tachycardia >100).
 * - SpO2: >=95 % normal, 90-94 low, <90 very low (hypoxaemia).
 * - Temperature (axillary, Cel): <36.0 low, 36.0-37.2 normal, 37.3-38.0 low fever, >=38.1 fever.
 */

export const MEASUREMENT_TYPES = ['bp', 'bg', 'weight', 'lipid', 'hr', 'spo2', 'temp', 'mattress'] as const;
export type MeasurementType = (typeof MEASUREMENT_TYPES)[number];

/** manual: typed in by the patient's side; bluetooth: read by the app; iot: sent by the device; doctor: entered by a servicer. */
export const MEASUREMENT_SOURCES = ['manual', 'bluetooth', 'iot', 'doctor'] as const;
export type MeasurementSource = (typeof MEASUREMENT_SOURCES)[number];

/** A measure time may be at most this far in the future (clock skew of phones and devices). */
export const MEASURE_TIME_FUTURE_TOLERANCE_MS = 5 * 60_000;

/** Blood-pressure periods (晨起, 下午, 睡前, 其他). */
export const BP_PERIODS = ['morning', 'afternoon', 'evening', 'other'] as const;
/** Blood-sugar meal periods; fasting-like ones are graded with the fasting thresholds. */
export const BG_PERIODS = ['fasting', 'beforeMeal', 'afterMeal', 'bedtime', 'night', 'random'] as const;
export const BG_FASTING_PERIODS: readonly string[] = ['fasting', 'beforeMeal', 'night'];

export interface ComponentInfo {
  /** Chinese label used in messages. */
  label: string;
  loinc: string;
  /** UCUM unit. */
  unit: string;
  /** Input bounds: anything outside is refused as impossible (not graded). */
  min: number;
  max: number;
  required: boolean;
}

export interface MeasurementTypeInfo {
  label: string;
  /** Panel or main observation code. */
  loinc: string;
  /** UCUM unit of the main value. */
  unit: string;
  components: Record<string, ComponentInfo>;
}

const c = (label: string, loinc: string, unit: string, min: number, max: number, required = true) => ({
  label,
  loinc,
  unit,
  min,
  max,
  required,
});

export const MEASUREMENT_TYPE_INFO: Record<MeasurementType, MeasurementTypeInfo> = {
  bp: {
    label: '血压',
    loinc: '85354-9',
    unit: 'mm[Hg]',
    components: {
      systolic: c('收缩压', '8480-6', 'mm[Hg]', 40, 300),
      diastolic: c('舒张压', '8462-4', 'mm[Hg]', 20, 200),
      heartRate: c('心率', '8867-4', '/min', 20, 250, false),
    },
  },
  bg: {
    label: '血糖',
    loinc: '15074-8',
    unit: 'mmol/L',
    components: { glucose: c('血糖', '15074-8', 'mmol/L', 0.5, 50) },
  },
  weight: {
    label: '体重',
    loinc: '29463-7',
    unit: 'kg',
    components: {
      weight: c('体重', '29463-7', 'kg', 0.5, 500),
      height: c('身高', '8302-2', 'cm', 30, 250, false),
      bmi: c('BMI', '39156-5', 'kg/m2', 5, 100, false),
    },
  },
  lipid: {
    label: '血脂',
    loinc: '57698-3',
    unit: 'mmol/L',
    components: {
      tc: c('总胆固醇', '14647-2', 'mmol/L', 0.1, 30, false),
      tg: c('甘油三酯', '14927-8', 'mmol/L', 0.1, 50, false),
      ldl: c('低密度脂蛋白胆固醇', '22748-8', 'mmol/L', 0.1, 20, false),
      hdl: c('高密度脂蛋白胆固醇', '14646-4', 'mmol/L', 0.05, 10, false),
    },
  },
  hr: {
    label: '心率',
    loinc: '8867-4',
    unit: '/min',
    components: { heartRate: c('心率', '8867-4', '/min', 20, 250) },
  },
  spo2: {
    label: '血氧',
    loinc: '59408-5',
    unit: '%',
    components: {
      spo2: c('血氧饱和度', '59408-5', '%', 50, 100),
      heartRate: c('脉率', '8867-4', '/min', 20, 250, false),
    },
  },
  temp: {
    label: '体温',
    loinc: '8310-5',
    unit: 'Cel',
    components: { temperature: c('体温', '8310-5', 'Cel', 30, 45) },
  },
  mattress: {
    label: '床垫',
    loinc: '93832-4',
    unit: 'h',
    components: {
      heartRate: c('心率', '8867-4', '/min', 20, 250),
      breathRate: c('呼吸频率', '9279-1', '/min', 4, 60),
      sleepHours: c('睡眠时长', '93832-4', 'h', 0, 24, false),
    },
  },
};

/** A grade of a reading: `abnormal` grades are flagged and pushed to the doctor. */
export interface Grade {
  level: string;
  label: string;
  abnormal: boolean;
}

const g = (level: string, label: string, abnormal: boolean): Grade => ({ level, label, abnormal });

/** THE range table. Bands are checked in order; the first whose test holds is the grade. */
export const MEASUREMENT_RANGES = {
  bp: {
    /** Highest first; a band holds when systolic >= systolicFrom OR diastolic >= diastolicFrom. */
    bands: [
      { ...g('grade3', '3级高血压（重度）', true), systolicFrom: 180, diastolicFrom: 110 },
      { ...g('grade2', '2级高血压（中度）', true), systolicFrom: 160, diastolicFrom: 100 },
      { ...g('grade1', '1级高血压（轻度）', true), systolicFrom: 140, diastolicFrom: 90 },
      { ...g('high_normal', '正常高值', false), systolicFrom: 120, diastolicFrom: 80 },
    ],
    low: { ...g('low', '低血压', true), systolicBelow: 90, diastolicBelow: 60 },
    normal: g('normal', '正常', false),
  },
  bg: {
    low: { ...g('low', '低血糖', true), below: 3.9 },
    fasting: [
      { ...g('diabetes', '空腹血糖偏高（糖尿病范围）', true), from: 7.0 },
      { ...g('impaired', '空腹血糖受损', true), from: 6.1 },
    ],
    afterMeal: [
      { ...g('diabetes', '餐后血糖偏高（糖尿病范围）', true), from: 11.1 },
      { ...g('impaired', '糖耐量异常', true), from: 7.8 },
    ],
    normal: g('normal', '正常', false),
  },
  bmi: [
    { ...g('obese', '肥胖', true), from: 28.0 },
    { ...g('overweight', '超重', false), from: 24.0 },
    { ...g('normal', '正常', false), from: 18.5 },
    { ...g('underweight', '体重过低', true), from: 0 },
  ],
  lipid: {
    high: { tc: 6.2, ldl: 4.1, tg: 2.3 },
    borderline: { tc: 5.2, ldl: 3.4, tg: 1.7 },
    hdlLow: 1.0,
    grades: {
      high: g('high', '血脂异常', true),
      lowHdl: g('low_hdl', '高密度脂蛋白偏低', true),
      borderline: g('borderline', '血脂边缘升高', false),
      normal: g('normal', '正常', false),
    },
  },
  heartRate: {
    below: 60,
    above: 100,
    low: g('low', '心率过缓', true),
    high: g('high', '心率过速', true),
    normal: g('normal', '正常', false),
  },
  spo2: [
    { ...g('normal', '正常', false), from: 95 },
    { ...g('low', '血氧偏低', true), from: 90 },
    { ...g('very_low', '血氧过低', true), from: 0 },
  ],
  temp: [
    { ...g('fever', '发热', true), from: 38.1 },
    { ...g('low_fever', '低热', true), from: 37.3 },
    { ...g('normal', '正常', false), from: 36.0 },
    { ...g('low', '体温偏低', true), from: 0 },
  ],
  unrated: g('unrated', '未评估', false),
} as const;

/** Grades from worst to best, to pick the worst grade of a period in reports. */
export const LEVEL_SEVERITY: readonly string[] = [
  'grade3',
  'very_low',
  'grade2',
  'diabetes',
  'fever',
  'grade1',
  'child_high',
  'low',
  'high',
  'obese',
  'low_hdl',
  'impaired',
  'low_fever',
  'underweight',
  'overweight',
  'borderline',
  'high_normal',
  'unrated',
  'normal',
];
