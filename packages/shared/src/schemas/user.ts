import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../domain/constants.ts';
import {
  idcardField,
  passwordField,
  ROW_ID_MAX,
  roleSchema,
  rowIdField,
  telField,
  userTypeSchema,
  verifyCodeField,
} from './auth.ts';
import { page } from './envelope.ts';

export const userView = z.object({
  id: z.number().int(),
  userType: userTypeSchema,
  role: roleSchema,
  username: z.string().nullable(),
  name: z.string().nullable(),
  nickName: z.string().nullable(),
  /** Masked in every list and in logs (spec 1 section 9). */
  tel: z.string().nullable(),
  sex: z.number().int().nullable(),
  photo: z.string().nullable(),
  email: z.string().nullable(),
  orgCode: z.string().nullable(),
});
export type UserView = z.infer<typeof userView>;

export const patientView = z.object({
  id: z.number().int(),
  name: z.string(),
  idcard: z.string().nullable(),
  tel: z.string().nullable(),
  sex: z.number().int().nullable(),
  birthday: z.string().nullable(),
  relation: z.string().nullable(),
  photo: z.string().nullable(),
  isChild: z.boolean(),
});
export type PatientView = z.infer<typeof patientView>;

export const doctorView = z.object({
  id: z.number().int(),
  name: z.string(),
  orgCode: z.string().nullable(),
  title: z.string().nullable(),
  departmentId: z.number().int().nullable(),
});
export type DoctorView = z.infer<typeof doctorView>;

/** Session user info of spec 2 section 3. */
export const sessionInfo = z.object({
  token: z.string(),
  user: userView,
  patientList: z.array(patientView),
  patient: patientView.nullable(),
  doctor: doctorView.nullable(),
  metadata: z.record(z.string(), z.record(z.string(), z.union([z.number(), z.string()]))),
  project: z.string(),
});
export type SessionInfo = z.infer<typeof sessionInfo>;

/** PUT /api/user/mine */
export const updateMineBody = z.object({
  username: z.string().trim().min(2, '用户名至少2个字符').max(32, '用户名不能超过32个字符').optional(),
  tel: telField.optional(),
  name: z.string().trim().min(1, '请输入姓名').max(50, '姓名不能超过50个字').optional(),
  photo: z.string().max(500, '头像地址过长').optional(),
  email: z.email('请输入正确的邮箱').max(120).optional(),
  /** Needed only when `tel` differs from the current number (SMS scene changeTel to the new number). */
  verifyCode: verifyCodeField.optional(),
});

/** POST /api/user, PUT /api/user/:id */
export const upsertUserBody = z.object({
  username: z.string().trim().min(2, '用户名至少2个字符').max(32, '用户名不能超过32个字符').optional(),
  password: passwordField.optional(),
  name: z.string().trim().min(1, '请输入姓名').max(50, '姓名不能超过50个字').optional(),
  nickName: z.string().trim().max(50, '昵称不能超过50个字').optional(),
  sex: z.coerce.number().int().min(0).max(2).optional(),
  tel: telField.optional(),
  roleId: roleSchema.optional(),
  userType: userTypeSchema.optional(),
  sourceDoctorId: rowIdField.optional(),
  idcard: idcardField.optional(),
  /** Org of the new user (defaults to the creator's org). */
  orgCode: z.string().trim().min(1, '请输入机构编码').max(32, '机构编码过长').optional(),
});

export const idParam = z.object({ id: rowIdField });

/** GET /api/user/:id (loadUserById): the label of a video participant. */
export const userBrief = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  userType: userTypeSchema,
});
export type UserBrief = z.infer<typeof userBrief>;

/** GET /api/user/findUser/idcard/:idcard: the user with the ID number masked. */
export const userWithIdcard = userView.extend({ idcard: z.string() });
export type UserWithIdcard = z.infer<typeof userWithIdcard>;

/** GET /api/user: filters of spec section 6 plus paging. */
export const userListQuery = z.object({
  roleId: roleSchema.optional(),
  userType: userTypeSchema.optional(),
  pageNo: z.coerce.number().int().min(1, '页码须大于0').max(ROW_ID_MAX, '页码超出范围').default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1, '每页条数须大于0')
    .max(MAX_PAGE_SIZE, `每页条数不能超过${MAX_PAGE_SIZE}`)
    .default(DEFAULT_PAGE_SIZE),
});

/** GET /api/user: one page of accounts. */
export const userPage = page(userView);

/** PUT /api/user/:id/password/reset (payload not shown: the new password). */
export const resetUserPasswordBody = z.object({ password: passwordField });

/** PUT /api/user/tel/:id (payload not shown: the new number and its SMS code, scene changeTel). */
export const changeTelBody = z.object({ tel: telField, verifyCode: verifyCodeField });

export const idcardParam = z.object({ idcard: idcardField });
