/**
 * Birth-cohort research (chmsc, 母子档案): a mother and later her child are enrolled together in a
 * research project of an org, and biological samples are collected from either of them at fixed
 * phases. Phases and sample types follow the sampling schedule of a prospective birth cohort
 * (docs/decisions.md "Birth-cohort research and samples": the Born in Guangzhou Cohort Study,
 * Eur J Epidemiol 2017;32:337-346); the storage status flow follows the ISBER Best Practices for
 * Repositories (4th edition, 2018): collected, stored, distributed (out), used.
 */

/** Who a sample is taken from. */
export const RESEARCH_SUBJECTS = { mother: '母亲', child: '孩子' } as const;
export type ResearchSubject = keyof typeof RESEARCH_SUBJECTS;

/** Collection phases in study order; pregnancy phases are the mother's only. */
export const RESEARCH_PHASES = [
  { code: 'T1', name: '孕早期', hint: '孕8–13⁺⁶周', subjects: ['mother'] },
  { code: 'T2', name: '孕中期', hint: '孕14–27⁺⁶周', subjects: ['mother'] },
  { code: 'T3', name: '孕晚期', hint: '孕28周至分娩前', subjects: ['mother'] },
  { code: 'DELIVERY', name: '分娩', hint: '分娩当时', subjects: ['mother', 'child'] },
  { code: 'P42D', name: '产后42天', hint: '产后42天随访', subjects: ['mother', 'child'] },
  { code: 'M6', name: '6月龄', hint: '孩子6月龄随访', subjects: ['mother', 'child'] },
  { code: 'M12', name: '1岁', hint: '孩子1岁随访', subjects: ['mother', 'child'] },
  { code: 'Y3', name: '3岁', hint: '孩子3岁随访', subjects: ['child'] },
] as const satisfies readonly {
  code: string;
  name: string;
  hint: string;
  subjects: readonly ResearchSubject[];
}[];
export type ResearchPhase = (typeof RESEARCH_PHASES)[number]['code'];
export const RESEARCH_PHASE_CODES = RESEARCH_PHASES.map((p) => p.code) as [ResearchPhase, ...ResearchPhase[]];

/** Sample types, who they may come from and, for the delivery samples, when. */
export const RESEARCH_SAMPLE_TYPES = [
  { code: 'blood', name: '外周静脉血', subjects: ['mother', 'child'], phases: null },
  { code: 'urine', name: '尿液', subjects: ['mother', 'child'], phases: null },
  { code: 'cord_blood', name: '脐带血', subjects: ['child'], phases: ['DELIVERY'] },
  { code: 'placenta', name: '胎盘组织', subjects: ['mother'], phases: ['DELIVERY'] },
  { code: 'milk', name: '母乳', subjects: ['mother'], phases: ['P42D', 'M6', 'M12'] },
  { code: 'stool', name: '粪便', subjects: ['mother', 'child'], phases: null },
] as const satisfies readonly {
  code: string;
  name: string;
  subjects: readonly ResearchSubject[];
  phases: readonly ResearchPhase[] | null;
}[];
export type ResearchSampleType = (typeof RESEARCH_SAMPLE_TYPES)[number]['code'];
export const RESEARCH_SAMPLE_TYPE_CODES = RESEARCH_SAMPLE_TYPES.map((t) => t.code) as [
  ResearchSampleType,
  ...ResearchSampleType[],
];

/** collectType: by the study protocol, or a repeat when the first sample failed. */
export const RESEARCH_COLLECT_TYPES = { 1: '常规采集', 2: '补采' } as const;

/**
 * Sample status (ISBER lifecycle): 0 collected → 1 in storage → 2 out (distributed for use) →
 * 3 used up; an unused sample that comes back goes 2 → 1. Status 3 is final.
 */
export const SAMPLE_STATUS = { collected: 0, stored: 1, out: 2, used: 3 } as const;
export const SAMPLE_STATUSES = { 0: '已采集', 1: '已入库', 2: '已出库', 3: '已使用' } as const;
export type SampleStatus = (typeof SAMPLE_STATUS)[keyof typeof SAMPLE_STATUS];
const SAMPLE_MOVES: Record<SampleStatus, readonly SampleStatus[]> = {
  0: [1],
  1: [2],
  2: [1, 3],
  3: [],
};

/** Whether a sample may move from `from` to `to` (staying is not a move). */
export function canMoveSample(from: SampleStatus, to: SampleStatus): boolean {
  return SAMPLE_MOVES[from].includes(to);
}

/** Enrolment of a mother/child pair in a project: in the group, or dropped out (退出). */
export const GROUP_USER_STATUSES = { enrolled: '在组', dropped: '已退出' } as const;
export type GroupUserStatus = keyof typeof GROUP_USER_STATUSES;

/** Project status. */
export const RESEARCH_PROJECT_STATUSES = { active: '进行中', closed: '已结束' } as const;

/** Sample tube codes: letters, digits and '-', 4 to 32 characters, kept upper-case. */
export const SAMPLE_ENCODE_PATTERN = /^[A-Z0-9-]{4,32}$/;
export function normalizeEncode(raw: string): string {
  return raw.trim().toUpperCase();
}

/** Aliquots per sample and the volume of one (mL), as a freezer box holds them. */
export const SAMPLE_BRANCH_LIMITS = { minNum: 1, maxNum: 20, minCapacity: 0.1, maxCapacity: 50 } as const;

export const phaseName = (code: string): string => RESEARCH_PHASES.find((p) => p.code === code)?.name ?? code;
export const sampleTypeName = (code: string): string =>
  RESEARCH_SAMPLE_TYPES.find((t) => t.code === code)?.name ?? code;

/**
 * Why a sample of `type` cannot be taken from `subject` at `phase` (a Chinese message), or null
 * when the schedule allows it.
 */
export function sampleScheduleError(
  subject: ResearchSubject,
  phase: ResearchPhase,
  type: ResearchSampleType,
): string | null {
  const p = RESEARCH_PHASES.find((x) => x.code === phase);
  const t = RESEARCH_SAMPLE_TYPES.find((x) => x.code === type);
  if (!p || !t) return '样本类型或采集阶段有误';
  if (!(p.subjects as readonly ResearchSubject[]).includes(subject))
    return subject === 'child' ? `${p.name}样本只能采集母亲` : `${p.name}样本只能采集孩子`;
  if (!(t.subjects as readonly ResearchSubject[]).includes(subject))
    return `${t.name}只能采集${RESEARCH_SUBJECTS[t.subjects[0]]}`;
  if (t.phases && !(t.phases as readonly ResearchPhase[]).includes(phase))
    return `${t.name}只能在${t.phases.map(phaseName).join('、')}采集`;
  return null;
}
