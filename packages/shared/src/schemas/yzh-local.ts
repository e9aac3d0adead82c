import { z } from 'zod';
import { AI_VERSIONS } from '../domain/ai-platform.ts';
import { residentBriefView } from './ai-patient-views.ts';
import { idcardField, rowIdField } from './auth.ts';

/**
 * The yzh patient side's local calls (issue 16; spec 2 section 7 "Local district integration"):
 * the resident's districts, current medication, report snapshot, print scans and visits. Every
 * answer is read from this platform's own tables (dataSource 'platform'): the district system is
 * not connected.
 */
export const residentIdcardQuery = z.object({ idcard: idcardField.optional() });
export const snapshotQuery = z.object({ id: rowIdField });
export const printScanBody = z.object({
  shareId: z.string({ error: '分享编号有误' }).trim().min(1, '分享编号有误').max(600, '分享编号有误'),
});
export const patientVisitBody = z.object({ idcard: idcardField });

/** A district one of the customer's own residents belongs to, with its feature flags. */
export const residentDistrictView = z.object({
  localAreaCode: z.string(),
  areaCode: z.string(),
  districtName: z.string(),
  version: z.enum(AI_VERSIONS),
  features: z.object({ aiHealthBank: z.boolean(), localInfo: z.boolean(), patientPortClosed: z.boolean() }),
  patient: residentBriefView,
});
export type ResidentDistrictView = z.infer<typeof residentDistrictView>;
export const residentDistrictList = z.object({ list: z.array(residentDistrictView) });

/** One drug of a prescription, with the prescription it came from. */
export const medicationItemView = z.object({
  reportId: z.number().int(),
  title: z.string(),
  orgName: z.string().nullable(),
  doctor: z.string().nullable(),
  prescribedAt: z.string(),
  name: z.string(),
  spec: z.string().nullable(),
  usage: z.string().nullable(),
});
export type MedicationItemView = z.infer<typeof medicationItemView>;
/** patient/medication/now and follow/medication/record/list (alternatives; one shape). */
export const medicationView = z.object({
  patient: residentBriefView,
  list: z.array(medicationItemView),
  dataSource: z.literal('platform'),
});
export type MedicationView = z.infer<typeof medicationView>;

export const printScanView = z.object({ id: z.number().int(), scanCount: z.number().int() });
export const patientVisitView = z.object({ patientId: z.number().int(), visitedAt: z.string() });
