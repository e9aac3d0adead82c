import { z } from 'zod';
import { isValidBankCard } from '../domain/mask.ts';
import { rowIdField } from './auth.ts';
import { patientIdcardField } from './patient.ts';
import { UPLOAD_URL_PATTERN } from './records.ts';

/** The doctor QR card (issue 5 section 1): 256x256 PNG, black on white. */
export const DOCTOR_QR_CODE = {
  size: 256,
  background: '#ffffff',
  foreground: '#000000',
  /** Quiet zone in modules (the QR standard asks for 4; 2 is what scanners read fine). */
  margin: 2,
} as const;

/** Where the QR of a doctor card leads: the patient's doctor page (registration and inquiry). */
export const DOCTOR_QR_TARGET_PATH = '/health/patient/reserve/doctor/info';
/** Query flag the QR link carries so the landing page records the scan. */
export const DOCTOR_QR_SCAN_FLAG = 'qrcode';

/** Review states of a doctor sign-up and of a licence audit. */
export const DOCTOR_AUDIT_STATES = { pending: 0, approved: 1, rejected: 2 } as const;
export type DoctorAuditState = 0 | 1 | 2;
export const DOCTOR_AUDIT_STATE_TEXT: Record<DoctorAuditState, string> = {
  0: '待审核',
  1: '审核通过',
  2: '审核不通过',
};

const uploadUrl = (label: string) =>
  z.string({ error: `请上传${label}` }).regex(UPLOAD_URL_PATTERN, `${label}地址有误`);
const text = (label: string, max: number) =>
  z
    .string({ error: `请填写${label}` })
    .trim()
    .min(1, `请填写${label}`)
    .max(max, `${label}不能超过${max}个字`);
const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label}格式有误` })
    .trim()
    .max(max, `${label}不能超过${max}个字`)
    .optional();

/** POST /api/doctor: admins and staff make a servicer account a doctor of the project. */
export const createDoctorBody = z.object({
  userId: rowIdField,
  name: text('姓名', 50),
  title: optionalText('职称', 50),
  intro: optionalText('简介', 2000),
  goodAt: optionalText('擅长', 500),
  orgId: rowIdField.optional(),
  departmentId: rowIdField.optional(),
  isAssistant: z.boolean({ error: 'isAssistant须为布尔值' }).default(false),
});
export type CreateDoctorBody = z.infer<typeof createDoctorBody>;

/** GET /api/doctor/qrcode/:doctorId */
export const doctorQrView = z.object({
  doctorId: z.number().int(),
  name: z.string(),
  title: z.string().nullable(),
  photo: z.string().nullable(),
  orgName: z.string().nullable(),
  departmentName: z.string().nullable(),
  /** The address the QR encodes. */
  url: z.string(),
  /** PNG data URL, DOCTOR_QR_CODE.size square. */
  qrcode: z.string(),
  size: z.number().int(),
});
export type DoctorQrView = z.infer<typeof doctorQrView>;

/** POST /api/doctor/license/audit: the doctor (or an admin for them) submits licence images. */
export const licenseAuditBody = z.object({
  doctorId: rowIdField.optional(),
  licenseNo: optionalText('执业证书编号', 50),
  imageList: z
    .array(uploadUrl('执业证书照片'), { error: '请上传执业证书照片' })
    .min(1, '请上传执业证书照片')
    .max(6, '执业证书照片最多6张'),
});

export const auditView = {
  id: z.number().int(),
  doctorId: z.number().int(),
  userId: z.number().int(),
  doctorName: z.string(),
  state: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  stateText: z.string(),
  reason: z.string().nullable(),
  updatedAt: z.string(),
  reviewedAt: z.string().nullable(),
};

export const licenseAuditView = z.object({
  ...auditView,
  licenseNo: z.string().nullable(),
  imageList: z.array(z.string()),
});
export type LicenseAuditView = z.infer<typeof licenseAuditView>;

/** PUT /api/doctor/license/audit/:id/review and PUT /api/doctor/sign/up/:id/review (admin, staff). */
export const auditReviewBody = z
  .object({
    state: z.union([z.literal(1), z.literal(2)], { error: '审核结果有误' }),
    reason: optionalText('审核意见', 200),
  })
  .refine((b) => b.state === 1 || (b.reason ?? '').length > 0, {
    message: '请填写不通过原因',
    path: ['reason'],
  });

/** Bank card: spaces allowed while typing, stored as digits; 12-19 digits with the Luhn check. */
export const bankCardField = z
  .string({ error: '请填写银行卡号' })
  .transform((v) => v.replace(/\s/g, ''))
  .refine((v) => v.length > 0, '请填写银行卡号')
  .refine(isValidBankCard, '银行卡号有误，请核对');

/**
 * POST /api/doctor/sign/up (spec 3 section 3). bank: the bank (中国工商银行); bankName: the branch
 * (开户支行); bankAddress: where the branch is; bankUserName: the card holder; autograph: the
 * uploaded handwritten signature image; idcardImgList: the uploaded ID card photos (front, back).
 */
export const signUpBody = z.object({
  doctorId: rowIdField,
  autograph: uploadUrl('电子签名'),
  bank: text('开户银行', 50),
  bankName: text('开户支行', 100),
  bankAddress: optionalText('开户地址', 100),
  bankCard: bankCardField,
  bankUserName: text('持卡人', 50),
  idcard: patientIdcardField,
  idcardImgList: z
    .array(uploadUrl('身份证照片'), { error: '请上传身份证照片' })
    .min(1, '请上传身份证照片')
    .max(2, '身份证照片最多2张'),
});
export type SignUpBody = z.input<typeof signUpBody>;

/** A sign-up as answered: the bank card and ID number are always masked. */
export const signUpView = z.object({
  ...auditView,
  autograph: z.string(),
  bank: z.string(),
  bankName: z.string(),
  bankAddress: z.string().nullable(),
  bankCard: z.string(),
  bankUserName: z.string(),
  idcard: z.string(),
  idcardImgList: z.array(z.string()),
});
export type SignUpView = z.infer<typeof signUpView>;

/** GET /api/doctor/department/custom/summary/project/tree/list: orgs, their departments, doctor counts. */
export interface DepartmentTreeNode {
  id: number;
  kind: 'org' | 'department';
  name: string;
  orgId: number;
  /** Doctors (not assistants) of the org, or whose department (primary or library) it is. */
  doctorCount: number;
  children: DepartmentTreeNode[];
}
export const departmentTreeNode: z.ZodType<DepartmentTreeNode> = z.object({
  id: z.number().int(),
  kind: z.enum(['org', 'department']),
  name: z.string(),
  orgId: z.number().int(),
  doctorCount: z.number().int(),
  get children() {
    return z.array(departmentTreeNode);
  },
});

/** GET /api/doctor/department/library/doctor/:id */
export const departmentLibraryEntry = z.object({
  departmentId: z.number().int(),
  name: z.string(),
  orgId: z.number().int(),
  orgName: z.string(),
  /** The doctor's own department (doctors.departmentId). */
  isPrimary: z.boolean(),
});
export type DepartmentLibraryEntry = z.infer<typeof departmentLibraryEntry>;

/** PUT /api/doctor/department/library/doctor/:id: the departments (of the doctor's org). */
export const departmentLibraryBody = z.object({
  departmentIds: z
    .array(rowIdField, { error: '科室有误' })
    .max(20, '科室最多20个')
    .refine((ids) => new Set(ids).size === ids.length, '科室不能重复'),
});

const appIdField = z
  .string({ error: 'appId格式有误' })
  .trim()
  .max(64, 'appId过长')
  .regex(/^[A-Za-z0-9_-]*$/, 'appId格式有误');

/** POST /api/doctor/wx/user/scan/record: the QR landing page records that the user opened it. */
export const scanRecordBody = z.object({
  doctorId: rowIdField,
  appId: appIdField.optional(),
});
export const scanLastQuery = z.object({ appId: appIdField.optional() });

export const scanRecordView = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  doctorId: z.number().int(),
  doctorName: z.string(),
  appId: z.string(),
  createdAt: z.string(),
});
export type ScanRecordView = z.infer<typeof scanRecordView>;

/** The departments of a doctor (GET/PUT /api/doctor/department/library/doctor/:id). */
export const departmentLibraryList = z.array(departmentLibraryEntry);
export const departmentTreeList = z.array(departmentTreeNode);
export const licenseAuditOrNull = licenseAuditView.nullable();
export const signUpOrNull = signUpView.nullable();
/** GET /api/doctor/wx/user/scan/last/record/:userId. */
export const scanUserParams = z.object({ userId: rowIdField });
export const scanRecordOrNull = scanRecordView.nullable();
