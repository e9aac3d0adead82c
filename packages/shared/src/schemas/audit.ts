import { z } from 'zod';
import { AUDIT_ACTIONS, AUDIT_OUTCOMES, AUDIT_PAGE_SIZE } from '../domain/audit.ts';
import { rowIdField } from './auth.ts';
import { page, pageQuery } from './envelope.ts';

const dayField = (label: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label}格式应为YYYY-MM-DD`)
    .optional();

/** A patient's own view: who opened this patient's records. */
export const patientAccessQuery = pageQuery.extend({
  patientId: rowIdField,
  pageSize: pageQuery.shape.pageSize.default(AUDIT_PAGE_SIZE),
});

/** The administrator's view: the trail of the project (or of the admin's org), filtered. */
export const auditTrailQuery = pageQuery.extend({
  pageSize: pageQuery.shape.pageSize.default(AUDIT_PAGE_SIZE),
  userId: rowIdField.optional(),
  patientId: rowIdField.optional(),
  action: z.enum(AUDIT_ACTIONS, { error: '操作类型不正确' }).optional(),
  outcome: z.enum(AUDIT_OUTCOMES, { error: '结果类型不正确' }).optional(),
  startDate: dayField('开始日期'),
  endDate: dayField('结束日期'),
});

export const auditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  userId: z.number().int().nullable(),
  /** The actor's name; masked for a patient's view unless the actor is a servicer. */
  actorName: z.string().nullable(),
  role: z.string().nullable(),
  orgName: z.string().nullable(),
  action: z.enum(AUDIT_ACTIONS),
  resource: z.string(),
  resourceId: z.string().nullable(),
  patientId: z.number().int().nullable(),
  /** The patient's name, masked (administrator view only). */
  patientName: z.string().nullable(),
  outcome: z.enum(AUDIT_OUTCOMES),
  ip: z.string().nullable(),
  device: z.string().nullable(),
});
export const auditPage = page(auditEntry);

export const patientExportParam = z.object({ patientId: rowIdField });

export type AuditEntry = z.infer<typeof auditEntry>;
export type AuditTrailQuery = z.output<typeof auditTrailQuery>;
export type AuditPage = z.infer<typeof auditPage>;
