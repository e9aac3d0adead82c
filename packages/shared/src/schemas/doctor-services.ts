import { z } from 'zod';
import { MSG } from '../domain/messages.ts';
import { isMobile } from '../domain/phone.ts';
import { rowIdField } from './auth.ts';
import { askRoomView } from './chat.ts';
import { dateField, scheduleKindField, scheduleSlotsItem } from './doctor.ts';
import { page, pageQuery } from './envelope.ts';

/**
 * Doctor function switches (GET/PUT/POST /api/doctor/function/setting...): which services a
 * doctor offers. The three inquiry switches are the `isOpen` of the doctor's inquiry function
 * settings (one source of truth); the others are stored as function settings.
 */
export const DOCTOR_FUNCTION_TYPES = [
  { type: 'inquiry_text', name: '图文问诊', inquiryType: 1 },
  { type: 'inquiry_phone', name: '电话问诊', inquiryType: 2 },
  { type: 'inquiry_video', name: '视频问诊', inquiryType: 3 },
  { type: 'reservation', name: '预约挂号', inquiryType: null },
  { type: 'family_sign', name: '家庭医生签约', inquiryType: null },
] as const;
export type DoctorFunctionType = (typeof DOCTOR_FUNCTION_TYPES)[number]['type'];
export const DOCTOR_FUNCTION_TYPE_KEYS = DOCTOR_FUNCTION_TYPES.map((t) => t.type) as [
  DoctorFunctionType,
  ...DoctorFunctionType[],
];

/** Inquiry type names (1 图文问诊, 2 电话问诊, 3 视频问诊). */
export const INQUIRY_TYPE_NAMES: Record<number, string> = { 1: '图文问诊', 2: '电话问诊', 3: '视频问诊' };

export const doctorIdQuery = z.object({ doctorId: rowIdField.optional() });

export const functionSettingItem = z.object({
  type: z.enum(DOCTOR_FUNCTION_TYPE_KEYS, { error: '功能类型有误' }),
  isOpen: z.boolean({ error: 'isOpen须为布尔值' }),
});

export const functionSettingView = functionSettingItem.extend({ name: z.string() });
export type FunctionSettingView = z.infer<typeof functionSettingView>;

export const functionSettingsBody = z.object({
  doctorId: rowIdField.optional(),
  list: z
    .array(functionSettingItem, { error: '请提交功能设置' })
    .min(1, '请提交功能设置')
    .max(DOCTOR_FUNCTION_TYPES.length, '功能设置过多')
    .refine((l) => new Set(l.map((i) => i.type)).size === l.length, '功能类型不能重复'),
});
export type FunctionSettingsBody = z.infer<typeof functionSettingsBody>;

/** The room of an inquiry order's two parties (GET /api/doctor/inquiry/function/create/ask). */
export const inquiryAskQuery = z.object({ orderId: rowIdField });

/** Schedule templates (segment libraries) and copying one into a date. */
export const segmentLibraryBody = z.object({
  name: z
    .string({ error: '请输入模板名称' })
    .trim()
    .min(1, '请输入模板名称')
    .max(30, '模板名称不能超过30个字'),
  kind: scheduleKindField,
  segmentList: z
    .array(scheduleSlotsItem, { error: '请添加时间段' })
    .min(1, '请添加时间段')
    .max(24, '时间段不能超过24个')
    .refine((l) => new Set(l.map((s) => s.segment)).size === l.length, '时间段不能重复'),
});
export type SegmentLibraryBody = z.infer<typeof segmentLibraryBody>;
export const segmentLibraryView = segmentLibraryBody.extend({
  id: z.number().int(),
  doctorId: z.number().int(),
});
export type SegmentLibraryView = z.infer<typeof segmentLibraryView>;
export const libraryDateQuery = z.object({ date: dateField, libraryId: rowIdField });

/** Doctor-assistant binding. */
export const bindAssistantQuery = z.object({ assistantUserId: rowIdField.optional() });
export const bindAssistantBody = z.object({
  assistantUserId: rowIdField,
  doctorId: rowIdField.optional(),
});
export const assistantBindingView = z.object({
  id: z.number().int(),
  doctorId: z.number().int(),
  doctorUserId: z.number().int(),
  doctorName: z.string(),
  assistantUserId: z.number().int(),
  assistantName: z.string().nullable(),
  createdAt: z.string(),
});
export type AssistantBindingView = z.infer<typeof assistantBindingView>;
export const assistantAskQuery = z.object({
  /** The assistant's side: which bound doctor (default: the first bound). */
  doctorId: rowIdField.optional(),
  /** The doctor's side: which bound assistant (default: the first bound). */
  assistantUserId: rowIdField.optional(),
});

/** Feedback (POST /api/message/system/feedback). */
export const FEEDBACK_CONTENT_MIN = 5;
export const FEEDBACK_CONTENT_MAX = 500;
export const FEEDBACK_IMAGES_MAX = 9;
export const feedbackBody = z.object({
  content: z
    .string({ error: '请填写反馈内容' })
    .trim()
    .min(FEEDBACK_CONTENT_MIN, `反馈内容不能少于${FEEDBACK_CONTENT_MIN}个字`)
    .max(FEEDBACK_CONTENT_MAX, `反馈内容不能超过${FEEDBACK_CONTENT_MAX}个字`),
  imageList: z
    .array(z.string({ error: '图片地址有误' }).trim().min(1, '图片地址有误').max(500, '图片地址过长'), {
      error: '图片列表有误',
    })
    .max(FEEDBACK_IMAGES_MAX, `图片不能超过${FEEDBACK_IMAGES_MAX}张`)
    .default([]),
  tel: z
    .string({ error: MSG.telInvalid })
    .trim()
    .refine((v) => v === '' || isMobile(v), MSG.telInvalid)
    .optional(),
});
export type FeedbackBody = z.infer<typeof feedbackBody>;
export const feedbackView = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  userName: z.string().nullable(),
  content: z.string(),
  imageList: z.array(z.string()),
  tel: z.string().nullable(),
  createdAt: z.string(),
});
export type FeedbackView = z.infer<typeof feedbackView>;

/** Mass messages from a doctor to patients (POST /api/message/push/patient). */
export const PUSH_MSG_TYPES = [
  { msgType: 1, name: '站内消息' },
  { msgType: 2, name: '短信' },
  { msgType: 3, name: '微信公众号消息' },
] as const;
/** SMS scenes a push may use; the text is the scene's sign plus the content. */
export const PUSH_SMS_SCENES: Record<string, string> = {
  notice: '健康通知',
  follow: '随访提醒',
  revisit: '复诊提醒',
};
export const PUSH_CONTENT_MAX = 500;
export const PUSH_TITLE_MAX = 50;
export const PUSH_PATIENTS_MAX = 1000;

export const pushTemplateData = z.object(
  {
    title: z
      .string({ error: '请输入标题' })
      .trim()
      .min(1, '请输入标题')
      .max(PUSH_TITLE_MAX, `标题不能超过${PUSH_TITLE_MAX}个字`),
    content: z
      .string({ error: '请输入内容' })
      .trim()
      .min(1, '请输入内容')
      .max(PUSH_CONTENT_MAX, `内容不能超过${PUSH_CONTENT_MAX}个字`),
  },
  { error: '请填写消息内容' },
);

export const pushPatientBody = z
  .object({
    msgType: z.coerce
      .number({ error: '消息类型有误' })
      .int('消息类型有误')
      .refine((v) => PUSH_MSG_TYPES.some((t) => t.msgType === v), '消息类型有误')
      .default(1),
    smsSceneKey: z
      .string({ error: '短信场景有误' })
      .refine((k) => Object.hasOwn(PUSH_SMS_SCENES, k), '短信场景有误')
      .optional(),
    templateData: pushTemplateData,
    patientIds: z
      .array(rowIdField, { error: '请选择患者' })
      .max(PUSH_PATIENTS_MAX, `一次最多发送${PUSH_PATIENTS_MAX}位患者`)
      .default([]),
    timingTime: z.iso.datetime({ offset: true, error: '定时时间格式有误' }).optional(),
    doctorId: rowIdField.optional(),
    isAllSend: z.boolean({ error: 'isAllSend须为布尔值' }).default(false),
    weChatUrl: z
      .string({ error: '链接有误' })
      .trim()
      .max(500, '链接过长')
      .refine((u) => u === '' || /^https:\/\/[^\s]+$/.test(u), '链接须以https://开头')
      .optional(),
  })
  .refine((b) => b.isAllSend || b.patientIds.length > 0, { message: '请选择患者', path: ['patientIds'] })
  .refine((b) => b.msgType !== 2 || b.smsSceneKey !== undefined, {
    message: '请选择短信场景',
    path: ['smsSceneKey'],
  });
export type PushPatientBody = z.infer<typeof pushPatientBody>;

export const PUSH_STATES = ['scheduled', 'sent'] as const;
export const PUSH_STATE_TEXT: Record<(typeof PUSH_STATES)[number], string> = {
  scheduled: '待发送',
  sent: '已发送',
};

export const pushView = z.object({
  id: z.number().int(),
  doctorId: z.number().int(),
  doctorName: z.string().nullable(),
  msgType: z.number().int(),
  smsSceneKey: z.string().nullable(),
  title: z.string(),
  content: z.string(),
  isAllSend: z.boolean(),
  weChatUrl: z.string().nullable(),
  timingTime: z.string().nullable(),
  state: z.enum(PUSH_STATES),
  stateText: z.string(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
  /** Patients addressed. */
  patientCount: z.number().int(),
  /** Accounts that got the system message. */
  deliveredCount: z.number().int(),
  /** Patients without an account (SMS only, or nothing). */
  unreachableCount: z.number().int(),
  smsCount: z.number().int(),
  readCount: z.number().int(),
});
export type PushView = z.infer<typeof pushView>;

export const receivedPushView = z.object({
  id: z.number().int(),
  pushId: z.number().int(),
  patientId: z.number().int(),
  patientName: z.string(),
  doctorName: z.string().nullable(),
  title: z.string(),
  content: z.string(),
  weChatUrl: z.string().nullable(),
  systemMessageId: z.number().int().nullable(),
  sentAt: z.string().nullable(),
});
export type ReceivedPushView = z.infer<typeof receivedPushView>;

export const functionSettingList = z.array(functionSettingView);
/** The open switches of a doctor (GET /api/doctor/function/setting/doctor/:doctorId/type). */
export const doctorFunctionTypeList = z.array(z.enum(DOCTOR_FUNCTION_TYPE_KEYS));
/** The chat room of an inquiry order (GET /api/doctor/inquiry/function/create/ask). */
export const inquiryAskView = z.object({
  askId: z.number().int(),
  orderId: z.number().int(),
  room: askRoomView,
});
export const assistantBindingList = z.array(assistantBindingView);
export const removedCountView = z.object({ count: z.number().int() });
export const segmentLibraryList = z.array(segmentLibraryView);
export const feedbackPage = page(feedbackView);
export const pushLogQuery = pageQuery.extend({ doctorId: rowIdField.optional() });
export const pushPage = page(pushView);
export const receivedPushPage = page(receivedPushView);
