import {
  FOLLOW_ADHERENCE,
  FOLLOW_CLASSIFICATIONS,
  FOLLOW_DANGER_SIGNS,
  FOLLOW_DISEASES,
  FOLLOW_HYPOGLYCEMIA,
  FOLLOW_REFERRALS,
  FOLLOW_SYMPTOMS,
  type FollowClassification,
  type FollowRecordView,
  levelLabel,
  MEASUREMENT_TYPE_INFO,
  type MeasurementType,
  maskIdCard,
} from '@kanghu/shared';
import type { FollowForm } from '../../db/schema/follow.ts';
import type { MeasurementRow } from '../measurements/repo.ts';
import { modeName } from './plan-views.ts';
import type { JoinedRecord } from './record-repo.ts';

type Line = FollowRecordView['formList'][number];
const SALT: Record<string, string> = { light: '轻', medium: '中', heavy: '重' };

export function readingView(m: MeasurementRow) {
  const type = m.type as MeasurementType;
  return {
    id: m.id,
    type,
    label: MEASUREMENT_TYPE_INFO[type]?.label ?? type,
    values: m.values,
    unit: m.unit,
    level: m.level,
    levelLabel: levelLabel(type, m.level),
    abnormal: m.abnormal,
  };
}

function readingText(m: MeasurementRow): string {
  const v = m.values;
  const grade = levelLabel(m.type as MeasurementType, m.level);
  switch (m.type) {
    case 'bp':
      return `${v.systolic}/${v.diastolic} mmHg，${grade}`;
    case 'bg':
      return `${v.glucose} mmol/L，${grade}`;
    case 'weight':
      return `${v.weight} kg${v.bmi === undefined ? '' : `，BMI ${v.bmi}`}，${grade}`;
    case 'hr':
      return `${v.heartRate} 次/分，${grade}`;
    case 'temp':
      return `${v.temperature} ℃，${grade}`;
    default:
      return grade;
  }
}

const READING_LABELS: Record<string, string> = {
  bp: '血压',
  bg: '空腹血糖',
  weight: '体重',
  hr: '心率',
  temp: '体温',
};

function namesOf(list: Array<{ code: string; name: string }>, codes: string[]): string {
  return codes.map((c) => list.find((s) => s.code === c)?.name ?? c).join('、');
}

/** The form as lines (the spec's formList), in the order of the national record forms. */
export function formLines(r: JoinedRecord['record'], readings: MeasurementRow[]): Line[] {
  const f: FollowForm = r.form;
  const disease = r.disease ?? 'hbp';
  const lines: Line[] = [{ key: 'way', label: '随访方式', value: modeName(r.followMode) }];
  const add = (key: string, label: string, value: string | undefined | null) => {
    if (value !== undefined && value !== null && value !== '') lines.push({ key, label, value });
  };
  const symptoms = namesOf(FOLLOW_SYMPTOMS[disease], f.symptoms);
  add('symptoms', '症状', [symptoms, f.symptomOther].filter(Boolean).join('；'));
  add('dangerSigns', '危急情况', namesOf(FOLLOW_DANGER_SIGNS[disease], f.dangerSigns));
  for (const m of readings) add(m.type, READING_LABELS[m.type] ?? m.type, readingText(m));
  add('smoking', '日吸烟量', f.smoking === undefined ? undefined : `${f.smoking} 支`);
  add('drinking', '日饮酒量', f.drinking === undefined ? undefined : `${f.drinking} 两`);
  add('exercise', '运动', f.exercise);
  add('salt', '摄盐情况', f.salt === undefined ? undefined : SALT[f.salt]);
  add('adherence', '服药依从性', f.adherence ? FOLLOW_ADHERENCE[f.adherence as 1 | 2 | 3] : undefined);
  add(
    'adverseReaction',
    '药物不良反应',
    f.adverseReaction ? `有${f.adverseReactionNote ? `：${f.adverseReactionNote}` : ''}` : '无',
  );
  if (r.disease === 'dm')
    add(
      'hypoglycemia',
      '低血糖反应',
      f.hypoglycemia ? FOLLOW_HYPOGLYCEMIA[f.hypoglycemia as 1 | 2 | 3] : undefined,
    );
  add('complication', '并发症', f.complication ? '新发或加重' : '无');
  add('medication', '用药情况', f.medication);
  add(
    'classification',
    '此次随访分类',
    r.classification ? FOLLOW_CLASSIFICATIONS[r.classification as FollowClassification] : undefined,
  );
  add('referral', '转诊', FOLLOW_REFERRALS[r.referral]);
  add('nextFollowDate', '下次随访日期', r.nextFollowDate);
  add('advice', '健康指导', r.advice);
  return lines;
}

export function recordView(j: JoinedRecord, readings: MeasurementRow[]): FollowRecordView {
  const r = j.record;
  const days =
    r.nextFollowDate === null
      ? null
      : Math.round((Date.parse(`${r.nextFollowDate}T00:00:00+08:00`) - r.followTime.getTime()) / 86_400_000);
  return {
    id: r.id,
    timelineId: r.planId,
    planId: r.planId,
    patientId: r.patientId,
    patientName: j.patientName,
    idcard: maskIdCard(j.patientIdcard),
    way: r.followMode,
    wayName: modeName(r.followMode),
    time: r.followTime.toISOString(),
    planTime: j.planTime.toISOString(),
    disease: r.disease,
    diseaseName: r.disease ? FOLLOW_DISEASES[r.disease] : null,
    doctorName: j.doctorName,
    formList: formLines(r, readings),
    readings: readings.map(readingView),
    classification: r.classification,
    classificationName: r.classification
      ? FOLLOW_CLASSIFICATIONS[r.classification as FollowClassification]
      : null,
    controlled: r.controlled,
    referral: r.referral,
    referralName: FOLLOW_REFERRALS[r.referral],
    reasons: r.reasons,
    ruleSource: r.ruleSource,
    weeks: days === null ? null : Math.max(0, Math.ceil(days / 7)),
    nextFollowDate: r.nextFollowDate,
    nextPlanId: r.nextPlanId,
    advice: r.advice,
    source: r.source,
    syncState: r.syncState,
    syncedAt: r.syncedAt?.toISOString() ?? null,
    syncProvider: r.syncProvider,
    createdAt: r.createdAt.toISOString(),
  };
}
