import {
  ageOn,
  type GroupUserView,
  maskIdCard,
  maskPhone,
  phaseName,
  type ResearchProjectView,
  SAMPLE_STATUSES,
  type SampleView,
  sampleTypeName,
} from '@kanghu/shared';
import { pick } from '../../lib/pick.ts';
import type { GroupJoined, PatientBrief, projectCounts, ResearchProjectRow } from './repo.ts';
import type { SampleJoined } from './sample-repo.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function person(p: PatientBrief, now: Date) {
  return {
    patientId: p.id,
    name: p.name,
    idcard: maskIdCard(p.idcard),
    tel: maskPhone(p.tel),
    sex: p.sex,
    birthday: p.birthday,
    age: ageOn(p.birthday, now),
  };
}

/** A pair as lists show it: ID numbers and phones masked. */
export function groupView(
  r: GroupJoined,
  stats: { n: number; last: Date | null } | undefined,
  now: Date,
): GroupUserView {
  const c = r.child;
  return {
    id: r.g.id,
    researchProjectId: r.g.researchProjectId,
    projectName: r.projectName,
    status: r.g.status,
    mother: person(r.mother, now),
    child: c && c.id !== null && c.name !== null ? person(c as PatientBrief, now) : null,
    expectedDeliveryDate: r.g.expectedDeliveryDate,
    enrolledAt: r.g.createdAt.toISOString(),
    sampleCount: stats?.n ?? 0,
    lastCollectTime: iso(stats?.last ?? null),
  };
}

export function sampleView(r: SampleJoined): SampleView {
  const s = r.s;
  return {
    ...pick(s, ['id', 'encode', 'researchProjectId']),
    projectName: r.projectName,
    groupUserId: s.groupUserId,
    samplePatient: s.patientId,
    subject: s.subject,
    patientName: r.patientName,
    motherName: r.motherName,
    sampleType: s.sampleType,
    sampleTypeName: sampleTypeName(s.sampleType),
    collectPhase: s.collectPhase,
    phaseName: phaseName(s.collectPhase),
    collectType: s.collectType,
    collectTime: s.collectTime.toISOString(),
    collectUserId: s.collectUserId,
    collectUserName: r.collectUserName ?? '',
    ...pick(s, ['orgId', 'preserveAddress', 'branchNum']),
    branchCapacity: s.branchCapacityUl / 1000,
    ...pick(s, ['questionId', 'status']),
    statusName: SAMPLE_STATUSES[s.status as keyof typeof SAMPLE_STATUSES] ?? '',
    createdAt: s.createdAt.toISOString(),
  };
}

type Counts = Awaited<ReturnType<typeof projectCounts>>;

export function projectView(p: ResearchProjectRow, orgName: string, counts: Counts): ResearchProjectView {
  const groups = counts.groups.filter((g) => g.id === p.id);
  const phases = counts.phases.filter((x) => x.id === p.id);
  const statuses = counts.statuses.filter((x) => x.id === p.id);
  return {
    id: p.id,
    code: p.code,
    name: p.name,
    intro: p.intro,
    orgId: p.orgId,
    orgName,
    status: p.status,
    startDate: p.startDate,
    groupCount: groups.find((g) => g.status === 'enrolled')?.n ?? 0,
    droppedCount: groups.find((g) => g.status === 'dropped')?.n ?? 0,
    sampleCount: phases.reduce((sum, x) => sum + x.n, 0),
    phaseCounts: phases.map((x) => ({ key: x.key, count: x.n })),
    statusCounts: statuses.map((x) => ({ key: x.key, count: x.n })),
  };
}
