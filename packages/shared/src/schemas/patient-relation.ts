import { z } from 'zod';
import { ROW_ID_MAX, rowIdField, telField, verifyCodeField } from './auth.ts';
import { page } from './envelope.ts';
import { patientIdcardField, patientListItem, patientNameField, relationField } from './patient.ts';
import { pageNo, pageSize, searchField, shortText } from './patient-fields.ts';

/** Relations between accounts and patients, bind codes, family members (modules/patients). */

/** GET /api/patient/relation: spec fields pageNo, pageSize, patientId, userId, search, sortType. */
export const relationListQuery = z.object({
  pageNo,
  pageSize,
  patientId: rowIdField.optional(),
  /** Servicers: the relations of one customer account. */
  userId: rowIdField.optional(),
  search: searchField,
  sortType: z
    .enum(['sort_desc', 'sort_asc', 'ctime_desc', 'ctime_asc'], { error: '排序方式有误' })
    .default('sort_desc'),
});

export const relationView = z.object({
  id: z.number().int(),
  patientId: z.number().int(),
  userId: z.number().int(),
  relation: z.string(),
  sort: z.number().int(),
  createdAt: z.string(),
  patient: patientListItem,
});
export const relationPage = page(relationView);

/** POST /api/patient/relation (servicers: bind a patient of their org to a customer account). */
export const addRelationBody = z.object({
  patientId: rowIdField,
  userId: rowIdField,
  relation: relationField,
  doctorId: rowIdField.optional(),
});

/** DELETE /api/patient/relation?patientId&userId (userId defaults to the caller). */
export const removeRelationQuery = z.object({ patientId: rowIdField, userId: rowIdField.optional() });

/** POST /api/patient/relation/bind/code: issue a bind code for a patient. */
export const createBindCodeBody = z.object({
  patientId: rowIdField,
  relation: relationField.default('家属'),
});
export const bindCodeView = z.object({
  code: z.string(),
  expiresAt: z.string(),
  patientId: z.number().int(),
});
/** Bind codes: 8 characters of an unambiguous alphabet (no 0/O, 1/I/L, U). */
export const BIND_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
export const BIND_CODE_LENGTH = 8;
export const BIND_CODE_TTL_MS = 24 * 3_600_000;
export const bindCodeParam = z.object({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .length(BIND_CODE_LENGTH, '绑定码有误')
    .regex(new RegExp(`^[${BIND_CODE_ALPHABET}]+$`), '绑定码有误'),
});

/** GET /api/patient/relation/user/bind/verify/code?tel */
export const relationVerifyCodeQuery = z.object({ tel: telField });

/** POST /api/patient/relation/user and /api/patient/user/create/verify. */
export const relationUserBody = z.object({
  userId: rowIdField.optional(),
  name: patientNameField,
  idcard: patientIdcardField,
  relation: relationField,
  verifyCode: verifyCodeField,
  tel: telField,
});

export const relationPatientsParam = z.object({
  ids: z
    .string()
    .max(2000, '参数过长')
    .regex(/^\d{1,10}(,\d{1,10})*$/, 'ids格式有误')
    .transform((v) => [...new Set(v.split(',').map(Number))])
    .refine((ids) => ids.length <= 100 && ids.every((n) => n > 0 && n <= ROW_ID_MAX), 'ids格式有误'),
});

export const relationUserView = z.object({
  patientId: z.number().int(),
  userId: z.number().int(),
  relation: z.string(),
  userName: z.string().nullable(),
  tel: z.string(),
});
export const relationUserList = z.array(relationUserView);

export const familyMemberBody = z.object({
  idcard: patientIdcardField,
  name: patientNameField,
  relation: relationField,
  tel: telField.optional(),
  selfTel: telField.optional(),
  identityId: shortText('身份', 50).optional(),
  identityName: shortText('身份名称', 50).optional(),
  projectType: shortText('项目类型', 50).optional(),
});
export const familyAuditBody = z.object({
  auditStatus: z.union([z.literal(1), z.literal(2)], { error: '审核状态有误' }),
  auditRemark: shortText('审核意见', 200).optional(),
});
export const familyMemberListQuery = z.object({
  pageNo,
  pageSize,
  auditStatus: z.coerce
    .number({ error: '审核状态有误' })
    .int()
    .min(0, '审核状态有误')
    .max(2, '审核状态有误')
    .optional(),
});
export const familyMemberView = z.object({
  id: z.number().int(),
  ownerUserId: z.number().int(),
  patientId: z.number().int().nullable(),
  idcard: z.string(),
  name: z.string(),
  relation: z.string(),
  tel: z.string(),
  selfTel: z.string(),
  identityId: z.string().nullable(),
  identityName: z.string().nullable(),
  projectType: z.string().nullable(),
  auditStatus: z.number().int(),
  auditRemark: z.string().nullable(),
  auditTime: z.string().nullable(),
  auditUserId: z.number().int().nullable(),
  auditUserName: z.string().nullable(),
  isReview: z.boolean(),
  createdAt: z.string(),
});
export const familyMemberPage = page(familyMemberView);
