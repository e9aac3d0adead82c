import {
  ageOn,
  chinaDay,
  FOLLOW_MODES,
  FOLLOW_STATUS_NAMES,
  type FollowMode,
  type FollowPlanView,
  type FollowTemplateView,
  followStatusOf,
  frequencyName,
  maskPhone,
} from '@kanghu/shared';
import type { JoinedPlan } from './plan-repo.ts';
import type { TemplateRow } from './template-repo.ts';

export function modeName(mode: number): string {
  return FOLLOW_MODES[mode as FollowMode] ?? '随访';
}

export function planView(j: JoinedPlan, now: Date): FollowPlanView {
  const p = j.plan;
  const status = followStatusOf(p.state, p.planTime, now);
  return {
    id: p.id,
    patientId: p.patientId,
    patientName: j.patientName,
    patientTel: maskPhone(j.patientTel),
    patientSex: j.patientSex,
    patientAge: ageOn(j.patientBirthday, now),
    followMode: p.followMode,
    followModeName: modeName(p.followMode),
    followFrequency: p.followFrequency,
    followFrequencyName: frequencyName(p.followFrequency),
    followTemplateId: p.templateId,
    templateName: j.templateName,
    disease: j.disease,
    planTime: p.planTime.toISOString(),
    followPerson: j.personName,
    followPersonId: p.followPersonUserId,
    followContent: p.followContent,
    actualFollowPerson: j.actualName,
    actualFollowPersonId: p.actualPersonUserId,
    actualFollowTime: p.actualTime?.toISOString() ?? null,
    followStatus: status,
    followStatusName: FOLLOW_STATUS_NAMES[status],
    cancelReason: p.cancelReason,
    recordId: j.recordId,
    source: p.source,
    createdAt: p.createdAt.toISOString(),
    text: p.followContent,
    value: chinaDay(p.planTime),
    ctime: p.createdAt.toISOString(),
  };
}

export function templateView(t: TemplateRow): FollowTemplateView {
  return {
    id: t.id,
    code: t.code,
    name: t.name,
    disease: t.disease,
    followMode: t.followMode,
    followFrequency: t.followFrequency,
    content: t.content,
    formItems: t.formItems as FollowTemplateView['formItems'],
    source: t.source,
  };
}
