import { bmiOf, gradeBmi } from '../domain/measurement-grades.ts';
import type { Answers, AnswerValue } from './types.ts';

/**
 * The lifestyle prescription (生活方式处方) of the Lin'an health index: fixed rules over the
 * answers of the `linan-health-index` questionnaire, each area naming the published source its
 * thresholds and wording come from. It advises; it is not a medical prescription.
 */

/** What the index is, shown on every screen that shows it. */
export const LINAN_INDEX_NOTICE =
  '健康指数是本项目自行设计的生活方式综合评分（0～100分），不是经过验证的临床量表，不能代替医生的诊断。生活方式处方依据公开发布的膳食、身体活动等指南自动生成，仅供参考。';

export const PRESCRIPTION_SOURCES = {
  diet: '《中国居民膳食指南（2022）》',
  activity: '世界卫生组织《关于身体活动和久坐行为的指南》（2020）；《中国居民膳食指南（2022）》',
  smoking: '《中国临床戒烟指南（2015年版）》',
  alcohol: '《中国居民膳食指南（2022）》',
  sleep: '《健康中国行动（2019—2030年）》',
  weight: '《成人体重判定》（WS/T 428-2013）；《中国居民膳食指南（2022）》',
  readings: '《中国高血压防治指南（2018年修订版）》；《中国2型糖尿病防治指南（2020年版）》',
} as const;

export type PrescriptionArea = 'diet' | 'activity' | 'smoking' | 'alcohol' | 'sleep' | 'weight';

export interface PrescriptionItem {
  area: PrescriptionArea;
  title: string;
  /** keep: already within the guideline; improve: something to change. */
  status: 'keep' | 'improve';
  /** What the answers say (e.g. 每周身体活动不足150分钟). */
  finding: string;
  advice: string[];
  source: string;
}

export interface LinanPrescription {
  items: PrescriptionItem[];
  /** Body-mass index from the answered height and weight, one decimal. */
  bmi: number | null;
  /** 体重过低 / 正常 / 超重 / 肥胖 (65 and over: 偏低 / 适宜 / 偏高). */
  bmiLevel: string | null;
  /** Readings or medication to take to the family doctor. */
  alerts: string[];
}

/** Suitable BMI for people aged 65 and over in 《中国居民膳食指南（2022）》 (老年人膳食指南), kg/m². */
export const BMI_OLDER = { min: 20, max: 26.9, age: 65 } as const;
/** Daily limits of 《中国居民膳食指南（2022）》: salt and alcohol in grams. */
export const DIET_LIMITS = { saltG: 5, alcoholG: 15 } as const;

const str = (v: AnswerValue | undefined): string =>
  typeof v === 'string' || typeof v === 'number' ? String(v) : '';
const num = (v: AnswerValue | undefined): number | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN;
  return Number.isFinite(n) ? n : null;
};
const list = (v: AnswerValue | undefined): string[] => (Array.isArray(v) ? v.map(String) : []);

/** BMI of the answered height and weight (the shared bmiOf), null when either is missing. */
export function indexBmi(heightCm: number | null, weightKg: number | null): number | null {
  if (!heightCm || !weightKg || heightCm <= 0 || weightKg <= 0) return null;
  return bmiOf(weightKg, heightCm);
}

/**
 * The BMI level: the adult bands of the shared range table (WS/T 428-2013: 18.5 / 24 / 28), the
 * 2022 dietary guide's 20.0-26.9 from age 65.
 */
export function bmiLevel(bmi: number, age: number | null): { level: string; ok: boolean; high: boolean } {
  if (age !== null && age >= BMI_OLDER.age) {
    if (bmi < BMI_OLDER.min) return { level: '偏低', ok: false, high: false };
    if (bmi > BMI_OLDER.max) return { level: '偏高', ok: false, high: true };
    return { level: '适宜', ok: true, high: false };
  }
  const grade = gradeBmi(bmi);
  return {
    level: grade.label,
    ok: grade.level === 'normal',
    high: grade.level === 'overweight' || grade.level === 'obese',
  };
}

function diet(a: Answers, conditions: string[]): PrescriptionItem {
  const veg = str(a.vegFruit);
  const taste = str(a.taste);
  const advice: string[] = [];
  const findings: string[] = [];
  if (veg !== 'daily') {
    findings.push('蔬菜水果吃得不够');
    advice.push('餐餐有蔬菜，每天不少于300克新鲜蔬菜，深色蔬菜占一半');
    advice.push('天天吃水果，每天200～350克新鲜水果，果汁不能代替鲜果');
  }
  if (taste !== 'light') {
    findings.push(taste === 'heavy' ? '口味偏咸或偏油' : '口味可以更清淡');
    advice.push(`少盐少油：每天食盐不超过${DIET_LIMITS.saltG}克，烹调油25～30克`);
  }
  if (conditions.includes('htn')) advice.push('您患有高血压，更要严格限盐，少吃腌制食品和咸菜');
  if (conditions.includes('dm')) advice.push('您患有糖尿病，主食定量、粗细搭配，少喝含糖饮料，具体请遵医嘱');
  advice.push('食物多样，平均每天12种以上食物、每周25种以上');
  return {
    area: 'diet',
    title: '合理膳食',
    status: findings.length > 0 ? 'improve' : 'keep',
    finding: findings.length > 0 ? findings.join('；') : '蔬菜水果充足，口味清淡',
    advice,
    source: PRESCRIPTION_SOURCES.diet,
  };
}

function activity(a: Answers, age: number | null): PrescriptionItem {
  const act = str(a.activity);
  const sitting = str(a.sitting);
  const advice: string[] = [];
  const findings: string[] = [];
  if (act !== 'enough') {
    findings.push(act === 'none' ? '几乎不进行身体活动' : '每周身体活动不足150分钟');
    advice.push('每周累计150～300分钟中等强度（如快走）或75～150分钟高强度的有氧活动');
    advice.push('从少量开始、逐步增加，做一些身体活动总比不做好');
  } else {
    advice.push('继续保持每周150分钟以上的中等强度身体活动，主动身体活动最好每天6000步');
  }
  advice.push('每周至少2天做肌肉力量练习');
  if (age !== null && age >= BMI_OLDER.age)
    advice.push('65岁及以上：每周至少3天做以平衡和力量为主的多种身体活动，预防跌倒');
  if (sitting !== 'low') {
    findings.push(sitting === 'high' ? '每天久坐8小时以上' : '每天久坐4小时以上');
    advice.push('减少久坐，每小时起来动一动，任何强度的活动都比久坐好');
  }
  return {
    area: 'activity',
    title: '身体活动',
    status: findings.length > 0 ? 'improve' : 'keep',
    finding: findings.length > 0 ? findings.join('；') : '身体活动充足，久坐时间少',
    advice,
    source: PRESCRIPTION_SOURCES.activity,
  };
}

function smoking(a: Answers): PrescriptionItem {
  const smoke = str(a.smoke);
  if (smoke === 'current') {
    const n = num(a.cigarettes);
    return {
      area: 'smoking',
      title: '戒烟',
      status: 'improve',
      finding: n !== null ? `目前吸烟，每天约${n}支` : '目前吸烟',
      advice: [
        '吸烟没有安全剂量，任何年龄戒烟都能获益，越早越好',
        '可到医院戒烟门诊就诊，或请家庭医生帮您制定戒烟计划',
        '戒烟的同时不让家人吸二手烟',
      ],
      source: PRESCRIPTION_SOURCES.smoking,
    };
  }
  return {
    area: 'smoking',
    title: '戒烟',
    status: 'keep',
    finding: smoke === 'quit' ? '已戒烟' : '不吸烟',
    advice: [smoke === 'quit' ? '继续保持不吸烟，避免复吸' : '继续保持不吸烟', '远离二手烟'],
    source: PRESCRIPTION_SOURCES.smoking,
  };
}

function alcohol(a: Answers, chronic: boolean): PrescriptionItem {
  const drink = str(a.alcohol);
  const limit = `成年人如饮酒，一天的酒精量不超过${DIET_LIMITS.alcoholG}克（约啤酒450毫升、葡萄酒150毫升或38度白酒50克）`;
  if (drink === 'none' || drink === '')
    return {
      area: 'alcohol',
      title: '限酒',
      status: 'keep',
      finding: '不饮酒',
      advice: ['继续保持不饮酒'],
      source: PRESCRIPTION_SOURCES.alcohol,
    };
  const finding = drink === 'daily' ? '几乎每天饮酒' : drink === 'often' ? '每周饮酒2次及以上' : '偶尔饮酒';
  if (chronic)
    return {
      area: 'alcohol',
      title: '限酒',
      status: 'improve',
      finding,
      advice: ['慢性病患者不应饮酒，请戒酒', '如戒酒有困难，请咨询家庭医生'],
      source: PRESCRIPTION_SOURCES.alcohol,
    };
  return {
    area: 'alcohol',
    title: '限酒',
    status: drink === 'rare' ? 'keep' : 'improve',
    finding,
    advice: drink === 'rare' ? [limit] : ['减少饮酒的次数和量，最好不饮酒', limit],
    source: PRESCRIPTION_SOURCES.alcohol,
  };
}

function sleep(a: Answers): PrescriptionItem {
  const s = str(a.sleep);
  const base = {
    area: 'sleep' as const,
    title: '充足睡眠',
    source: PRESCRIPTION_SOURCES.sleep,
  };
  if (s === '7to8')
    return { ...base, status: 'keep', finding: '每晚睡眠7～8小时', advice: ['继续保持规律作息'] };
  if (s === 'gt8')
    return {
      ...base,
      status: 'improve',
      finding: '每晚睡眠超过8小时',
      advice: ['成人每天平均睡眠7～8小时为宜', '如长期嗜睡或醒后仍乏力，请咨询医生'],
    };
  return {
    ...base,
    status: 'improve',
    finding: s === 'lt6' ? '每晚睡眠不足6小时' : '每晚睡眠不足7小时',
    advice: [
      '成人每天平均睡眠7～8小时为宜',
      '规律作息，睡前少看手机，下午起少喝浓茶和咖啡',
      '长期失眠请咨询医生',
    ],
  };
}

function weight(bmi: number | null, age: number | null): PrescriptionItem {
  const base = { area: 'weight' as const, title: '健康体重', source: PRESCRIPTION_SOURCES.weight };
  if (bmi === null)
    return { ...base, status: 'improve', finding: '未填写身高体重', advice: ['请定期测量身高和体重'] };
  const older = age !== null && age >= BMI_OLDER.age;
  const range = older ? `${BMI_OLDER.min.toFixed(1)}～${BMI_OLDER.max}` : '18.5～23.9';
  const { level, ok, high } = bmiLevel(bmi, age);
  const finding = `体重指数（BMI）${bmi}，${level}`;
  if (ok)
    return {
      ...base,
      status: 'keep',
      finding,
      advice: [`保持BMI在${range}之间${older ? '（65岁及以上的适宜范围）' : ''}，每周称一次体重`],
    };
  return {
    ...base,
    status: 'improve',
    finding,
    advice: high
      ? [`吃动平衡：控制总能量摄入、增加身体活动，逐步把BMI降到${range}`, '减重宜循序渐进，不要节食过度']
      : [`保证能量和优质蛋白质（奶、蛋、鱼、瘦肉、豆制品）摄入，使BMI回到${range}`, '体重持续下降请咨询医生'],
  };
}

/** The prescription of one set of health-index answers (the kept answers of a record). */
export function linanPrescription(a: Answers): LinanPrescription {
  const age = num(a.age);
  const bmi = indexBmi(num(a.height), num(a.weight));
  const hasChronic = str(a.hasChronic) === '1';
  const conditions = hasChronic ? list(a.chronic) : [];
  const alerts: string[] = [];
  if (str(a.bp) === 'high') alerts.push('您最近的血压在140/90 mmHg及以上，请尽快联系家庭医生复测和评估');
  if (str(a.glucose) === 'high') alerts.push('您最近的空腹血糖在7.0 mmol/L及以上，请联系家庭医生进一步检查');
  if (hasChronic && str(a.medication) === 'irregular') alerts.push('请按医嘱规律服药，不要自行停药或减药');
  return {
    items: [
      diet(a, conditions),
      activity(a, age),
      smoking(a),
      alcohol(a, hasChronic),
      sleep(a),
      weight(bmi, age),
    ],
    bmi,
    bmiLevel: bmi === null ? null : bmiLevel(bmi, age).level,
    alerts,
  };
}
