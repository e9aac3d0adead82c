import { z } from 'zod';
import {
  CONTRACT_FILTER_CODES,
  DISEASE_TYPES,
  FOLLOW_DUE_FILTER_CODES,
  PATIENT_SCOPES,
  PATIENT_SORT_KEYS,
  type PatientSortKey,
} from '../domain/patient-list.ts';
import { rowIdField } from './auth.ts';
import { page } from './envelope.ts';
import { measurementTypeSchema } from './measurement.ts';
import { patientListItem, patientTagView } from './patient.ts';
import { pageNo, pageSize, searchField } from './patient-fields.ts';

const flag = z.enum(['0', '1'], { error: '参数有误' });

/**
 * The filters of GET /api/patient (issue 11), one field each. A later filter is one more field
 * here and one more condition in the server's list-filters.ts.
 */
export const patientListFilterShape = {
  /** A name fragment, or a whole phone or ID number. */
  search: searchField,
  /** all: every patient the caller sees; mine: those the caller is the doctor of. */
  scope: z.enum(PATIENT_SCOPES, { error: '患者范围有误' }).default('all'),
  diseaseType: z.coerce
    .number({ error: '疾病类型有误' })
    .int('疾病类型有误')
    .min(1, '疾病类型有误')
    .max(4, '疾病类型有误')
    .optional(),
  /** Group level within `diseaseType` (hypertension 1-3, the others 1-2). */
  level: z.coerce
    .number({ error: '分组等级有误' })
    .int('分组等级有误')
    .min(1, '分组等级有误')
    .max(3, '分组等级有误')
    .optional(),
  tagId: rowIdField.optional(),
  isChild: flag.optional(),
  /** 1: at least one abnormal reading measured in the last ABNORMAL_RECENT_DAYS days. */
  abnormal: flag.optional(),
  /** 1: abnormal in the last ABNORMAL_RECENT_DAYS days and not yet handled (docs/decisions.md). */
  unhandled: flag.optional(),
  /** signed / renewal / none (domain/patient-list.ts CONTRACT_FILTERS). */
  contractStatus: z.enum(CONTRACT_FILTER_CODES, { error: '签约状态有误' }).optional(),
  /** today / overdue / week (domain/patient-list.ts FOLLOW_DUE_FILTERS). */
  followDue: z.enum(FOLLOW_DUE_FILTER_CODES, { error: '随访状态有误' }).optional(),
};

/** GET /api/patient */
export const patientListQuery = z
  .object({
    pageNo,
    pageSize,
    ...patientListFilterShape,
    sortType: z
      .enum(PATIENT_SORT_KEYS, { error: '排序方式有误' })
      .default('ctime_desc' satisfies PatientSortKey),
  })
  .superRefine((q, ctx) => {
    if (q.level === undefined) return;
    if (q.diseaseType === undefined)
      ctx.addIssue({ code: 'custom', message: '请先选择疾病类型', path: ['diseaseType'] });
    else if (q.level > Object.keys(DISEASE_TYPES[q.diseaseType - 1]?.levels ?? {}).length)
      ctx.addIssue({ code: 'custom', message: '分组等级有误', path: ['level'] });
  });
export type PatientListQuery = z.infer<typeof patientListQuery>;

/** A disease of the patient with its group level and archive state (spec 3 sections 3 and 4). */
export const diseaseView = z.object({
  type: z.number().int(),
  name: z.string(),
  level: z.number().int(),
  /** 高一 / 一般 / 强化 ... */
  levelName: z.string(),
  /** 1 public-health special file, 2 suspended, 3 cancelled, or null. */
  specialState: z.number().int().nullable(),
  aiFile: z.boolean(),
  phFile: z.boolean(),
  /** AI档案 / 公卫档案 / 确诊, then the special state (domain/patient-list.ts diseaseArchiveLabels). */
  archive: z.array(z.string()),
});
export type DiseaseView = z.infer<typeof diseaseView>;

/** A reading as the doctor's list shows it: values, grade and its tone. */
export const readingBrief = z.object({
  id: z.number().int(),
  type: measurementTypeSchema,
  values: z.record(z.string(), z.number()),
  period: z.string().nullable(),
  level: z.string(),
  levelLabel: z.string(),
  tone: z.enum(['normal', 'attention', 'abnormal', 'severe']),
  abnormal: z.boolean(),
  measureTime: z.string(),
});
export type ReadingBrief = z.infer<typeof readingBrief>;

/** A row of the doctor's list: the patient (ID and phone masked), groups, tags, latest reading. */
export const doctorPatientItem = patientListItem.extend({
  diseases: z.array(diseaseView),
  tags: z.array(patientTagView),
  latestReading: readingBrief.nullable(),
  lastAbnormalAt: z.string().nullable(),
  /** An abnormal reading in the last ABNORMAL_RECENT_DAYS days. */
  abnormalRecent: z.boolean(),
});
export type DoctorPatientItem = z.infer<typeof doctorPatientItem>;
export const patientPage = page(doctorPatientItem);

/** GET /api/patient/all/count: counts of the caller's scope. */
export const patientCounts = z.object({
  total: z.number().int(),
  child: z.number().int(),
  todayNew: z.number().int(),
  /** Patients whose doctor is the caller. */
  mine: z.number().int(),
  /** Patients with an abnormal reading in the last ABNORMAL_RECENT_DAYS days. */
  abnormalRecent: z.number().int(),
  /** Per disease code (hbp, dm, copd, hpl). */
  byDisease: z.record(z.string(), z.number().int()),
  /** Per disease code and group level: { hbp: { '1': 3, '2': 5, '3': 1 }, ... }. */
  byLevel: z.record(z.string(), z.record(z.string(), z.number().int())),
});

/** An account bound to the patient (family): name and phone masked. */
export const boundAccountView = z.object({
  userId: z.number().int(),
  name: z.string(),
  relation: z.string(),
  tel: z.string(),
});

export const patientDeviceBrief = z.object({
  id: z.number().int(),
  serial: z.string(),
  name: z.string(),
  measureType: z.string(),
  bindType: z.string().nullable(),
  boundAt: z.string().nullable(),
});

/** GET /api/patient/doctor/info/:id: the doctor's view of one patient (identity masked). */
export const patientOverview = z.object({
  patient: doctorPatientItem.extend({
    address: z.string().nullable(),
    telRelation: z.string().nullable(),
    remark: z.string().nullable(),
    extra: z.record(z.string(), z.unknown()),
  }),
  family: z.array(boundAccountView),
  /** The newest reading of each type the patient has. */
  latest: z.array(readingBrief),
  devices: z.array(patientDeviceBrief),
});
export type PatientOverview = z.infer<typeof patientOverview>;

/**
 * One event of a patient's timeline. `kind` names the source (reading, call, remark; other areas
 * add theirs), `id` is the row within it; `tone` colours it like a reading grade.
 */
export const timelineEvent = z.object({
  kind: z.string(),
  id: z.number().int(),
  at: z.string(),
  title: z.string(),
  text: z.string(),
  tone: z.enum(['normal', 'attention', 'abnormal', 'severe']),
  by: z.string().nullable(),
});
export type TimelineEventView = z.infer<typeof timelineEvent>;

/** GET /api/patient/doctor/timeline/:id */
export const timelineQuery = z.object({
  /** The `nextCursor` of the previous page. */
  cursor: z
    .string()
    .max(60)
    .regex(/^\d{1,15}_[a-z-]{1,20}_\d{1,10}$/, '分页参数有误')
    .optional(),
  pageSize: z.coerce
    .number({ error: '每页条数须为数字' })
    .int()
    .min(1, '每页条数须大于0')
    .max(50, '每页条数不能超过50')
    .default(20),
});
export const timelinePage = z.object({ list: z.array(timelineEvent), nextCursor: z.string().nullable() });
