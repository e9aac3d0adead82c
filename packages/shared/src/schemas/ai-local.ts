import { z } from 'zod';
import {
  AI_VERSIONS,
  LOCAL_AREA_CODE_PATTERN,
  LOCAL_PASSWORD_MAX,
  LOCAL_USERNAME_MAX,
} from '../domain/ai-platform.ts';

/** The district of every call under /api/local/yzh/:localAreaCode/ (areaCode, "02" + areaCode or org code). */
export const localAreaCodeField = z
  .string({ error: '地区编码有误' })
  .trim()
  .regex(LOCAL_AREA_CODE_PATTERN, '地区编码有误');

export const localAreaParams = z.object({ localAreaCode: localAreaCodeField });

/** POST /api/doctor/yzh/bind (and /bind/doctor/:doctorId): the servicer's account in the district system. */
export const localBindBody = z.object({
  localAreaCode: localAreaCodeField,
  localUsername: z
    .string({ error: '请输入区域平台账号' })
    .trim()
    .min(1, '请输入区域平台账号')
    .max(LOCAL_USERNAME_MAX, '区域平台账号过长'),
  localPassword: z
    .string({ error: '请输入区域平台密码' })
    .min(1, '请输入区域平台密码')
    .max(LOCAL_PASSWORD_MAX, '区域平台密码过长'),
});
export type LocalBindBody = z.infer<typeof localBindBody>;

export const bindDoctorParams = z.object({
  doctorId: z.coerce.number({ error: '医生编号有误' }).int('医生编号有误').positive('医生编号有误'),
});

/** A servicer's local binding; the password is never answered. Null when not bound. */
export const localBindingView = z
  .object({
    id: z.number().int(),
    userId: z.number().int(),
    doctorId: z.number().int().nullable(),
    /** The district key ("02" + areaCode), the value the web keeps as localAreaCode. */
    localAreaCode: z.string(),
    areaCode: z.string(),
    districtName: z.string(),
    orgCode: z.string(),
    version: z.enum(AI_VERSIONS),
    localUsername: z.string(),
    localUserId: z.string(),
    ctime: z.string(),
  })
  .nullable();
export type LocalBindingView = z.infer<typeof localBindingView>;

/** GET /api/local/yzh/:localAreaCode/metadata: what the client needs to work in a district. */
export const localMetadataView = z.object({
  localAreaCode: z.string(),
  areaCode: z.string(),
  districtName: z.string(),
  orgCode: z.string(),
  version: z.enum(AI_VERSIONS),
  /** The signed-in servicer's local user id in this district (their binding), or null. */
  localUserId: z.string().nullable(),
  localUsername: z.string().nullable(),
  features: z.object({
    aiHealthBank: z.boolean(),
    localInfo: z.boolean(),
    patientPortClosed: z.boolean(),
  }),
  /** Where the data comes from: this platform's own database (the district system is not connected). */
  dataSource: z.literal('platform'),
});
export type LocalMetadataView = z.infer<typeof localMetadataView>;
