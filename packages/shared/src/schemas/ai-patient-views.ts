import { z } from 'zod';
import { page } from './envelope.ts';

/** Answers of the AI platform's patient-side calls (issue 16). ID numbers and phones come masked. */
export const interventionView = z.object({
  id: z.number().int(),
  message: z.string(),
  messageType: z.number().int(),
  messageTypeLabel: z.string(),
  isAllSend: z.boolean(),
  time: z.string(),
  recipientCount: z.number().int(),
  /** The pushed article, when the message carries one (local-yzh article/*). */
  articleId: z.number().int().nullable().optional(),
  /** Its title while published (a withdrawn article shows none and does not open). */
  articleTitle: z.string().nullable().optional(),
  /** Customer: whether they read it. */
  read: z.boolean().optional(),
  /** Servicer: how many recipients read it, who sent it. */
  readCount: z.number().int().optional(),
  senderName: z.string().nullable().optional(),
  recipients: z.array(z.object({ name: z.string(), idcard: z.string(), read: z.boolean() })).optional(),
});
export type InterventionView = z.infer<typeof interventionView>;
export const interventionPage = page(interventionView);
export const unreadView = z.object({ num: z.number().int() });
export const readView = z.object({ id: z.number().int(), read: z.boolean() });

export const askView = z.object({
  id: z.number().int(),
  content: z.string(),
  time: z.string(),
  read: z.boolean(),
  name: z.string(),
  idcard: z.string(),
});
export type AskView = z.infer<typeof askView>;
export const askPage = page(askView);
export const askCreated = z.object({ id: z.number().int(), content: z.string(), time: z.string() });

export const pointTotalView = z.object({
  totalScore: z.number().int(),
  items: z.array(
    z.object({ kind: z.string(), label: z.string(), count: z.number().int(), points: z.number().int() }),
  ),
});
export const pointPage = page(
  z.object({
    kind: z.string(),
    label: z.string(),
    sourceId: z.number().int(),
    time: z.string(),
    points: z.number().int(),
  }),
);

export const signView = z.object({
  id: z.number().int(),
  name: z.string(),
  idcard: z.string(),
  age: z.number().int().nullable(),
  sex: z.number().int().nullable(),
  connection: z.string().nullable(),
  tel: z.string(),
  address: z.string().nullable(),
  signInstitution: z.string(),
  signTeam: z.string(),
  signStatus: z.number().int(),
  signStatusLabel: z.string(),
  signTime: z.string(),
  userName: z.string().nullable(),
  wechatFollowed: z.boolean(),
  ctime: z.string(),
});
export const signPage = page(signView);
export const userSignView = z.object({
  name: z.string(),
  idcard: z.string(),
  tel: z.string(),
  sex: z.number().int().nullable(),
  birthday: z.string().nullable(),
  sign: signView.nullable(),
});
export const followView = z.object({ id: z.number().int(), wechatFollowed: z.boolean() });

export const residentBriefView = z.object({
  patientId: z.number().int(),
  name: z.string(),
  idcard: z.string(),
  tel: z.string(),
  sex: z.number().int().nullable(),
  birthday: z.string().nullable(),
});
export const localReportView = z.object({
  id: z.number().int(),
  kind: z.string(),
  title: z.string(),
  orgName: z.string().nullable(),
  content: z.record(z.string(), z.unknown()),
  filePath: z.string().nullable(),
  reportTime: z.string(),
});
export type LocalReportView = z.infer<typeof localReportView>;
export const localReportPage = page(localReportView);
/** The shape both alternative forms (patient/report/:id, patient/report/merge) answer. */
export const mergedReportView = z.object({
  patient: residentBriefView,
  list: z.array(localReportView),
  dataSource: z.literal('platform'),
});
export type MergedReportView = z.infer<typeof mergedReportView>;
export const shareView = z.object({
  id: z.number().int(),
  token: z.string(),
  path: z.string(),
  expiresAt: z.string(),
});
export const printPage = page(
  residentBriefView.extend({
    id: z.number().int(),
    ctime: z.string(),
    expiresAt: z.string(),
    scanCount: z.number().int(),
  }),
);

/**
 * GET /api/patient/local/info (ours): a patient's "local info" (spec 2 section 6, the yzh-yuhang
 * and yzh-lucheng feature) for the yuhang resident screens: the district their org lies in and
 * their records there, all from this platform's tables (the district system is not connected).
 */
export const localInfoView = z.object({
  patient: residentBriefView,
  /** The project's local-info feature. */
  enabled: z.boolean(),
  /** The district of the patient's org, or null when it lies in none. */
  district: z
    .object({
      localAreaCode: z.string(),
      areaCode: z.string(),
      districtName: z.string(),
      version: z.string(),
    })
    .nullable(),
  /** Newest first, at most 50: reports, prescriptions, health and medical records. */
  records: z.array(localReportView),
  /** Intervention messages to this patient not yet read by the account. */
  unread: z.number().int(),
  dataSource: z.literal('platform'),
});
export type LocalInfoView = z.infer<typeof localInfoView>;
