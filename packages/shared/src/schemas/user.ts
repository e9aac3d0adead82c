import { z } from 'zod';
import { passwordField, roleSchema, telField, userTypeSchema } from './auth.ts';

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
  sourceDoctorId: z.coerce.number().int().positive().optional(),
});

export const idParam = z.object({
  id: z.coerce.number({ error: 'id须为数字' }).int('id须为整数').positive('id须为正整数'),
});
