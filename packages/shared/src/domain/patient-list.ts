/**
 * The doctor's patient list (issue 11): disease groups, archive states, list filters and sort
 * keys, and how a reading's grade is coloured. Data and small pure functions only.
 */
import type { SortKey } from './constants.ts';
import { LEVEL_SEVERITY } from './measurement-ranges.ts';

/** Disease types of spec 3 section 3: 1 hypertension, 2 diabetes, 3 COPD, 4 lipids, with their group levels. */
export const DISEASE_TYPES = [
  { type: 1, code: 'hbp', name: '高血压', levels: { 1: '高一', 2: '高二', 3: '高三' } },
  { type: 2, code: 'dm', name: '糖尿病', levels: { 1: '一般', 2: '强化' } },
  { type: 3, code: 'copd', name: '慢阻肺', levels: { 1: '一般', 2: '强化' } },
  { type: 4, code: 'hpl', name: '高血脂', levels: { 1: '一般', 2: '强化' } },
] as const;
export type DiseaseCode = (typeof DISEASE_TYPES)[number]['code'];

export function diseaseOf(type: number) {
  return DISEASE_TYPES.find((d) => d.type === type);
}

/** 高血压 · 高二; an unknown type or level gives ''. */
export function diseaseLevelName(type: number, level: number): string {
  const d = diseaseOf(type);
  if (!d) return '';
  return (d.levels as Record<number, string>)[level] ?? '';
}

/**
 * Archive state of a disease (spec 3 section 4). Special state: 1 public-health special file,
 * 2 suspended, 3 cancelled.
 */
export const DISEASE_SPECIAL_STATES = { 1: '公卫专档', 2: '已挂起', 3: '已注销' } as const;
export type DiseaseSpecialState = keyof typeof DISEASE_SPECIAL_STATES;

export interface DiseaseArchive {
  type: number;
  specialState: number | null;
  aiFile: boolean;
  phFile: boolean;
}

/**
 * The archive labels of a disease in the patient's list: AI file, public-health file, both, or
 * else the 'diagnosis' tag; then the special state. A disease type we do not know shows nothing.
 */
export function diseaseArchiveLabels(d: DiseaseArchive): string[] {
  if (!diseaseOf(d.type)) return [];
  const files = [d.aiFile ? 'AI档案' : '', d.phFile ? '公卫档案' : ''].filter(Boolean);
  const special =
    d.specialState !== null ? (DISEASE_SPECIAL_STATES as Record<number, string>)[d.specialState] : undefined;
  return [...(files.length > 0 ? files : ['确诊']), ...(special ? [special] : [])];
}

/** "Abnormal in the last 7 days": a reading graded abnormal, measured within this many days. */
export const ABNORMAL_RECENT_DAYS = 7;

/** Page size of the doctor's patient list (the spec shows no default for it). */
export const PATIENT_LIST_PAGE_SIZE = 20;

/** Sort keys of spec 3 section 9 that apply to patients, with their labels. */
export const PATIENT_SORT_KEYS = [
  'ctime_desc',
  'ctime_asc',
  'time_desc',
] as const satisfies readonly SortKey[];
export type PatientSortKey = (typeof PATIENT_SORT_KEYS)[number];
export const PATIENT_SORT_LABELS: Record<PatientSortKey, string> = {
  ctime_desc: '最新建档',
  ctime_asc: '最早建档',
  time_desc: '最近测量',
};

/** Whose patients: all the viewer sees (their org's and their own), or only those they are the doctor of. */
export const PATIENT_SCOPES = ['all', 'mine'] as const;
export type PatientScope = (typeof PATIENT_SCOPES)[number];

/**
 * How a reading's grade is shown: normal; attention (outside normal but not flagged, e.g. 正常高值);
 * abnormal (flagged to the doctor); severe (the worst grades: grade 2-3 hypertension, diabetes-range
 * glucose, very low SpO2, fever).
 */
export type GradeTone = 'normal' | 'attention' | 'abnormal' | 'severe';

const SEVERE_FROM = LEVEL_SEVERITY.indexOf('fever');

export function gradeTone(level: string, abnormal: boolean): GradeTone {
  if (level === 'normal' || level === 'unrated') return 'normal';
  if (!abnormal) return 'attention';
  const rank = LEVEL_SEVERITY.indexOf(level);
  return rank >= 0 && rank <= SEVERE_FROM ? 'severe' : 'abnormal';
}

/**
 * Contract status filter of the doctor's list (issue 11), over family_doctor_contracts:
 * signed: a signed (or 待续约) contract covers today; renewal: such a contract ends within
 * RENEWAL_REMINDER_DAYS; none: no signed contract covers today (a 待确认 one counts as none).
 */
export const CONTRACT_FILTERS = { signed: '已签约', renewal: '待续约', none: '未签约' } as const;
export type ContractFilter = keyof typeof CONTRACT_FILTERS;
export const CONTRACT_FILTER_CODES = Object.keys(CONTRACT_FILTERS) as ContractFilter[];

/**
 * Follow-up due filter (issue 11), over open follow plans: today: one planned today (China day);
 * overdue: one planned before today; week: one planned from today to FOLLOW_DUE_SOON_DAYS days on.
 */
export const FOLLOW_DUE_FILTERS = { today: '今日待随访', overdue: '随访逾期', week: '7天内随访' } as const;
export type FollowDueFilter = keyof typeof FOLLOW_DUE_FILTERS;
export const FOLLOW_DUE_FILTER_CODES = Object.keys(FOLLOW_DUE_FILTERS) as FollowDueFilter[];
export const FOLLOW_DUE_SOON_DAYS = 7;
