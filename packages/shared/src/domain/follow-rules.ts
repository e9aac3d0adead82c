import { DAY_MS } from './china-time.ts';
import type { FollowClassification, FollowReferral } from './follow.ts';

/**
 * The rules of a follow-up visit of a patient with hypertension or type 2 diabetes, from
 * 国家基本公共卫生服务规范（第三版）(国家卫生计生委, 2017):
 * - 高血压患者健康管理服务规范, 二、服务内容 (二) 随访评估 1 (危急情况, 紧急转诊, 2周内随访)
 *   and (三) 分类干预 1-3 (控制满意 <140/90 mmHg, ≥65岁 <150/90 mmHg; 第一次不满意或不良反应
 *   2周内随访; 连续两次不满意或并发症 建议转诊, 2周内随访); 每年至少4次面对面随访.
 * - 2型糖尿病患者健康管理服务规范, 二、服务内容 (二) 随访评估 1 (空腹血糖 ≥16.7 或 ≤3.9 mmol/L,
 *   血压 ≥180/110 mmHg, 心率 >100 次/分, 体温 >39℃, 危急症状: 紧急转诊) and (三) 分类干预 1-3
 *   (控制满意 空腹血糖 <7.0 mmol/L; otherwise as for hypertension).
 * Symptom and danger-sign lists follow the annexed 高血压/2型糖尿病患者随访服务记录表.
 * docs/decisions.md (## Follow-up) names what is and is not implemented.
 */
export type FollowDisease = 'hbp' | 'dm';
export const FOLLOW_DISEASES: Record<FollowDisease, string> = { hbp: '高血压', dm: '2型糖尿病' };

type Choice = { code: string; name: string };
const choices = (pairs: Array<[string, string]>): Choice[] => pairs.map(([code, name]) => ({ code, name }));

/** 症状 of the follow-up record forms. */
export const FOLLOW_SYMPTOMS: Record<FollowDisease, Choice[]> = {
  hbp: choices([
    ['none', '无症状'],
    ['headache', '头痛头晕'],
    ['nausea', '恶心呕吐'],
    ['tinnitus', '眼花耳鸣'],
    ['dyspnea', '呼吸困难'],
    ['palpitation', '心悸胸闷'],
    ['epistaxis', '鼻衄出血不止'],
    ['numbness', '四肢发麻'],
    ['edema', '下肢水肿'],
  ]),
  dm: choices([
    ['none', '无症状'],
    ['polydipsia', '多饮'],
    ['polyphagia', '多食'],
    ['polyuria', '多尿'],
    ['blurred', '视力模糊'],
    ['infection', '感染'],
    ['numbness', '手脚麻木'],
    ['edema', '下肢浮肿'],
    ['weightLoss', '体重明显下降'],
  ]),
};

/** 危急情况 of (二) 随访评估 1 (besides the measured thresholds): any one means urgent referral. */
export const FOLLOW_DANGER_SIGNS: Record<FollowDisease, Choice[]> = {
  hbp: choices([
    ['consciousness', '意识改变'],
    ['severeHeadache', '剧烈头痛或头晕'],
    ['vomiting', '恶心呕吐'],
    ['vision', '视力模糊、眼痛'],
    ['palpitation', '心悸、胸闷'],
    ['orthopnea', '喘憋不能平卧'],
    ['pregnancy', '妊娠期或哺乳期血压高于正常'],
  ]),
  dm: choices([
    ['consciousness', '意识或行为改变'],
    ['ketone', '呼气有烂苹果样丙酮味'],
    ['sweating', '心悸、出汗'],
    ['digestive', '食欲减退、恶心、呕吐、腹痛'],
    ['polyuria', '多饮、多尿'],
    ['breathing', '深大呼吸、皮肤潮红'],
    ['vision', '视力突然骤降'],
    ['pregnancy', '妊娠期及哺乳期血糖高于正常'],
  ]),
};

/** Thresholds of the two service norms, in one place. */
export const FOLLOW_THRESHOLDS = {
  urgentSbp: 180,
  urgentDbp: 110,
  targetSbp: 140,
  targetSbpElderly: 150,
  elderlyAge: 65,
  targetDbp: 90,
  urgentGlucoseHigh: 16.7,
  urgentGlucoseLow: 3.9,
  targetGlucose: 7.0,
  urgentHeartRate: 100,
  urgentTemperature: 39,
  /** 2周内随访 (after an urgent or suggested referral, or a first uncontrolled visit). */
  soonDays: 14,
  /** 每年至少4次面对面随访: the regular interval when a plan gives none. */
  regularDays: 90,
} as const;

export const FOLLOW_RULE_SOURCES: Record<FollowDisease | 'general', string> = {
  hbp: '国家基本公共卫生服务规范（第三版）高血压患者健康管理服务规范 二(二)随访评估、(三)分类干预',
  dm: '国家基本公共卫生服务规范（第三版）2型糖尿病患者健康管理服务规范 二(二)随访评估、(三)分类干预',
  general: '国家基本公共卫生服务规范（第三版）高血压患者健康管理服务规范 二(二)随访评估 1（血压危急值）',
};

export interface FollowAssessmentInput {
  disease: FollowDisease | null;
  /** Age in years at the visit (null: unknown, graded as under 65). */
  age: number | null;
  sbp?: number | undefined;
  dbp?: number | undefined;
  heartRate?: number | undefined;
  /** Fasting glucose, mmol/L. */
  glucose?: number | undefined;
  temperature?: number | undefined;
  dangerSigns: readonly string[];
  adverseReaction: boolean;
  complication: boolean;
  /** 此次随访分类 of the patient's previous visit of the same disease (null: none). */
  previousClassification: number | null;
  /** The plan's regular interval in days (0: none given). */
  frequencyDays: number;
  /** The China day of the visit, YYYY-MM-DD. */
  followDay: string;
}

export interface FollowAssessment {
  classification: FollowClassification | null;
  /** Blood pressure (hypertension) or fasting glucose (diabetes) at target; null without a reading. */
  controlled: boolean | null;
  referral: FollowReferral;
  reasons: string[];
  nextFollowDays: number | null;
  nextFollowDate: string | null;
  source: string;
}

function urgentReasons(i: FollowAssessmentInput): string[] {
  const t = FOLLOW_THRESHOLDS;
  const out: string[] = [];
  if (i.sbp !== undefined && i.dbp !== undefined && (i.sbp >= t.urgentSbp || i.dbp >= t.urgentDbp))
    out.push(`血压${i.sbp}/${i.dbp}mmHg（收缩压≥${t.urgentSbp}和/或舒张压≥${t.urgentDbp}mmHg），属危急情况`);
  if (i.disease === 'dm') {
    if (i.glucose !== undefined && (i.glucose >= t.urgentGlucoseHigh || i.glucose <= t.urgentGlucoseLow))
      out.push(`血糖${i.glucose}mmol/L（≥${t.urgentGlucoseHigh}或≤${t.urgentGlucoseLow}mmol/L），属危急情况`);
    if (i.heartRate !== undefined && i.heartRate > t.urgentHeartRate)
      out.push(`心率${i.heartRate}次/分（超过${t.urgentHeartRate}次/分）`);
    if (i.temperature !== undefined && i.temperature > t.urgentTemperature)
      out.push(`体温${i.temperature}℃（超过${t.urgentTemperature}℃）`);
  }
  if (i.disease) {
    const names = FOLLOW_DANGER_SIGNS[i.disease]
      .filter((s) => i.dangerSigns.includes(s.code))
      .map((s) => s.name);
    if (names.length) out.push(`存在危急症状：${names.join('、')}`);
  }
  return out;
}

function controlledOf(i: FollowAssessmentInput): boolean | null {
  const t = FOLLOW_THRESHOLDS;
  if (i.disease === 'dm') return i.glucose === undefined ? null : i.glucose < t.targetGlucose;
  if (i.sbp === undefined || i.dbp === undefined) return null;
  const elderly = i.age !== null && i.age >= t.elderlyAge;
  return i.sbp < (elderly ? t.targetSbpElderly : t.targetSbp) && i.dbp < t.targetDbp;
}

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Assesses one visit: classification, referral, and when the next visit should be. */
export function assessFollow(i: FollowAssessmentInput): FollowAssessment {
  const t = FOLLOW_THRESHOLDS;
  const reasons: string[] = [];
  const urgent = urgentReasons(i);
  const controlled = controlledOf(i);
  let classification: FollowClassification | null = null;
  if (i.disease) {
    classification = i.complication ? 4 : i.adverseReaction ? 3 : controlled === false ? 2 : 1;
  }
  const unsatisfied = classification === 2 || classification === 3;
  const twice = unsatisfied && (i.previousClassification === 2 || i.previousClassification === 3);
  let referral: FollowReferral = 'none';
  if (urgent.length) {
    referral = 'urgent';
    reasons.push(...urgent, '须在处理后紧急转诊，并在2周内主动随访转诊情况');
  } else if (twice || classification === 4) {
    referral = 'suggested';
    reasons.push(
      twice
        ? '连续两次出现控制不满意或药物不良反应，建议转诊到上级医院，2周内主动随访转诊情况'
        : '出现新的并发症或原有并发症加重，建议转诊到上级医院，2周内主动随访转诊情况',
    );
  } else if (unsatisfied) {
    reasons.push(
      classification === 3
        ? '出现药物不良反应：结合服药依从性调整用药，2周内随访'
        : i.disease === 'dm'
          ? `空腹血糖控制不满意（≥${t.targetGlucose}mmol/L）：结合服药依从性调整用药，2周内随访`
          : '血压控制不满意：结合服药依从性调整用药，2周内随访',
    );
  } else if (classification === 1) {
    reasons.push(controlled === null ? '未测量控制指标，按常规预约下次随访' : '控制满意，预约下一次随访');
  }
  const regular = i.frequencyDays > 0 ? i.frequencyDays : i.disease ? t.regularDays : null;
  const nextFollowDays = referral !== 'none' || unsatisfied ? t.soonDays : regular;
  return {
    classification,
    controlled,
    referral,
    reasons,
    nextFollowDays,
    nextFollowDate: nextFollowDays === null ? null : addDays(i.followDay, nextFollowDays),
    source: FOLLOW_RULE_SOURCES[i.disease ?? 'general'],
  };
}
