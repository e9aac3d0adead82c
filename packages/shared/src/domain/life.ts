/**
 * Life data beyond readings: habits, exercise, rule-based exercise suggestions and the rule-based
 * reading of a typed sentence ("血压135/85 心率72"). Nothing here is an AI model: every output is
 * the result of the rules below, and the screens say so.
 */

/** The day before a YYYY-MM-DD day. */
export function previousDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  return new Date(d.getTime() - 86_400_000).toISOString().slice(0, 10);
}

/**
 * The habit dictionary a project starts with (GET /api/patient/life/habit?isShow=1). Inserted for a
 * project the first time its habit list is read when it has none; the project may hide (isShow 0),
 * rename or add habits afterwards.
 */
/** `icon` is one character drawn in a circle (no emoji: not every phone font has them). */
export const DEFAULT_LIFE_HABITS: ReadonlyArray<{ name: string; description: string; icon: string }> = [
  { name: '按时服药', description: '遵医嘱按时按量服药', icon: '药' },
  { name: '测量血压', description: '每天早晚各测一次血压', icon: '压' },
  { name: '饮水八杯', description: '每天饮水1500～1700毫升', icon: '水' },
  { name: '限盐饮食', description: '每天食盐不超过5克', icon: '盐' },
  { name: '步行一万步', description: '每天累计步行6000～10000步', icon: '步' },
  { name: '早睡早起', description: '23点前入睡，睡足7小时', icon: '睡' },
  { name: '戒烟限酒', description: '今天不吸烟、不饮酒', icon: '烟' },
];

/**
 * Exercise types with their MET (metabolic equivalent) from the 2011 Compendium of Physical
 * Activities (Ainsworth et al., Med Sci Sports Exerc 2011; the activity code in `compendium`).
 * Energy = MET x body weight (kg) x hours.
 */
export const SPORT_TYPES = {
  walk: { label: '步行', met: 3.5, compendium: '17190', steps: true },
  briskWalk: { label: '快走', met: 4.3, compendium: '17200', steps: true },
  run: { label: '跑步', met: 8.3, compendium: '12050', steps: true },
  cycle: { label: '骑车', met: 7.5, compendium: '01015', steps: false },
  swim: { label: '游泳', met: 6.0, compendium: '18310', steps: false },
  jumpRope: { label: '跳绳', met: 11.8, compendium: '15552', steps: false },
  squareDance: { label: '广场舞', met: 5.0, compendium: '03015', steps: false },
  taiChi: { label: '太极拳', met: 3.0, compendium: '15670', steps: false },
  yoga: { label: '瑜伽', met: 2.5, compendium: '02150', steps: false },
  badminton: { label: '羽毛球', met: 5.5, compendium: '15030', steps: false },
  basketball: { label: '篮球', met: 6.5, compendium: '15055', steps: false },
} as const;
export type SportType = keyof typeof SPORT_TYPES;
export const SPORT_TYPE_KEYS = Object.keys(SPORT_TYPES) as SportType[];

/** Body weight used for energy when the patient has no weight on record (stated on the screen). */
export const DEFAULT_SPORT_WEIGHT_KG = 60;
/** Bounds of one exercise record. */
export const SPORT_MAX_MINUTES = 600;
export const SPORT_MAX_STEPS = 100_000;
/** Weekly moderate-intensity target (WHO 2020 guidelines; China physical activity guideline 2021). */
export const WEEKLY_ACTIVE_MINUTES_TARGET = 150;

/** kcal of an exercise: MET x kg x hours, rounded to whole kcal. */
export function sportCalories(type: SportType, minutes: number, weightKg: number): number {
  return Math.round(SPORT_TYPES[type].met * weightKg * (minutes / 60));
}

export interface SportSuggestionInput {
  /** Minutes of exercise in the last 7 days. */
  weekMinutes: number;
  /** Days of the last 7 with any exercise. */
  activeDays: number;
  /** Latest blood-pressure grade key from the range table (e.g. grade3), if any. */
  bpLevel: string | null;
  /** Latest BMI, if any. */
  bmi: number | null;
  /** Age in years, if known. */
  age: number | null;
}

export interface SportSuggestion {
  /** Rule that produced it (for tests and the screen's explanation). */
  rule: string;
  title: string;
  text: string;
  /** Suggested exercise types, most fitting first. */
  types: SportType[];
  caution: boolean;
}

/**
 * Exercise suggestions by fixed rules (not a model): the weekly 150-minute target, blood-pressure
 * grade (grade 3 or an untreated high reading: see the doctor before vigorous exercise), BMI
 * (China adult cut-offs: 24 overweight, 28 obese) and age (65+ balance and low-impact exercise).
 */
export function sportSuggestions(input: SportSuggestionInput): SportSuggestion[] {
  const out: SportSuggestion[] = [];
  if (input.bpLevel === 'grade3' || input.bpLevel === 'grade2') {
    out.push({
      rule: 'bp-high',
      title: '血压偏高，先咨询医生',
      text: '最近一次血压偏高，请先与签约医生确认运动强度；避免憋气、举重和剧烈运动，以步行、太极拳等低强度运动为主。',
      types: ['walk', 'taiChi'],
      caution: true,
    });
  }
  const left = Math.max(0, WEEKLY_ACTIVE_MINUTES_TARGET - input.weekMinutes);
  if (left > 0) {
    out.push({
      rule: 'weekly-target',
      title: `本周还差${left}分钟`,
      text: `近7天运动${input.weekMinutes}分钟（${input.activeDays}天）。建议每周累计至少${WEEKLY_ACTIVE_MINUTES_TARGET}分钟中等强度运动，可分成每天30分钟、每周5天。`,
      types: ['briskWalk', 'cycle', 'squareDance'],
      caution: false,
    });
  } else {
    out.push({
      rule: 'weekly-done',
      title: '本周运动量已达标',
      text: `近7天运动${input.weekMinutes}分钟，已达到每周${WEEKLY_ACTIVE_MINUTES_TARGET}分钟的目标，请继续保持，并每周安排2次力量练习。`,
      types: ['swim', 'badminton'],
      caution: false,
    });
  }
  if (input.bmi !== null && input.bmi >= 28) {
    out.push({
      rule: 'bmi-obese',
      title: '体重管理',
      text: `BMI ${input.bmi}，属于肥胖。选择对关节冲击小的运动（游泳、骑车、快走），逐步延长到每次45～60分钟，并控制饮食总能量。`,
      types: ['swim', 'cycle', 'briskWalk'],
      caution: false,
    });
  } else if (input.bmi !== null && input.bmi >= 24) {
    out.push({
      rule: 'bmi-overweight',
      title: '控制体重',
      text: `BMI ${input.bmi}，属于超重。在每周150分钟的基础上再增加有氧运动时间，有助于减重。`,
      types: ['briskWalk', 'run', 'cycle'],
      caution: false,
    });
  }
  if (input.age !== null && input.age >= 65) {
    out.push({
      rule: 'elder',
      title: '老年人运动',
      text: '65岁以上：以低冲击运动为主，每周至少3天做平衡和柔韧练习（如太极拳），运动前后充分热身，结伴运动更安全。',
      types: ['taiChi', 'walk', 'squareDance'],
      caution: true,
    });
  }
  return out;
}

/** What a typed sentence says: readings found by fixed patterns (see parseLifeText). */
export interface ParsedLifeText {
  bp?: { systolic: number; diastolic: number; heartRate?: number };
  bg?: { glucose: number; period: 'fasting' | 'afterMeal' | 'random' };
  weight?: { weight: number };
  hr?: { heartRate: number };
  temp?: { temperature: number };
  spo2?: { spo2: number };
}

const NUM = '(\\d{1,3}(?:\\.\\d{1,2})?)';

function firstNumber(text: string, pattern: string): number | undefined {
  const m = new RegExp(pattern).exec(text);
  return m?.[1] === undefined ? undefined : Number(m[1]);
}

/**
 * Reads readings out of a short Chinese sentence by fixed patterns (not a model), e.g.
 * "早上血压135/85，心率72，空腹血糖6.1，体重68.5公斤". Only what matches is returned; the screen
 * shows the result for the user to check before anything is saved.
 */
export function parseLifeText(input: string): ParsedLifeText {
  const text = input.replace(/[，。；、\s]+/g, ' ').replace(/／/g, '/');
  const out: ParsedLifeText = {};
  const bp = new RegExp(`(?:血压|高压)\\D{0,4}?${NUM}\\s*[/／]\\s*${NUM}`).exec(text);
  const hrValue = firstNumber(text, `(?:心率|脉搏|心跳)\\D{0,4}?${NUM}`);
  if (bp?.[1] && bp[2]) {
    out.bp = { systolic: Number(bp[1]), diastolic: Number(bp[2]) };
    if (hrValue !== undefined) out.bp.heartRate = hrValue;
  }
  if (hrValue !== undefined) out.hr = { heartRate: hrValue };
  const glucose = firstNumber(text, `血糖\\D{0,6}?${NUM}`);
  if (glucose !== undefined) {
    const period = /空腹/.test(text) ? 'fasting' : /餐后|饭后/.test(text) ? 'afterMeal' : 'random';
    out.bg = { glucose, period };
  }
  const weightKg = firstNumber(text, `体重\\D{0,4}?${NUM}\\s*(?:公斤|kg|KG|千克)?`);
  const jin = /体重\D{0,4}?(\d{2,3}(?:\.\d)?)\s*斤/.exec(text);
  if (jin?.[1]) out.weight = { weight: Math.round((Number(jin[1]) / 2) * 10) / 10 };
  else if (weightKg !== undefined) out.weight = { weight: weightKg };
  const temp = firstNumber(text, `(?:体温|温度)\\D{0,4}?${NUM}`);
  if (temp !== undefined) out.temp = { temperature: temp };
  const spo2 = firstNumber(text, `(?:血氧|血氧饱和度)\\D{0,4}?${NUM}`);
  if (spo2 !== undefined) out.spo2 = { spo2 };
  return out;
}
