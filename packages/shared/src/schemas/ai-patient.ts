import { z } from 'zod';
import {
  ASK_CONTENT_MAX,
  INTERVENTION_IDCARD_LIST_MAX,
  INTERVENTION_MESSAGE_MAX,
  INTERVENTION_MESSAGE_TYPES,
  SIGN_STATUSES,
} from '../domain/ai-patient.ts';
import { localAreaCodeField, localAreaParams } from './ai-local.ts';
import { idcardField, rowIdField, telField } from './auth.ts';
import { pageQuery } from './envelope.ts';

export const localIdParams = localAreaParams.extend({ id: rowIdField });
export const localIdQuery = z.object({ id: rowIdField });
export const localIdcardQuery = z.object({ idcard: idcardField });
export const localPageQuery = pageQuery.extend({ idcard: idcardField.optional() });

const dateTimeField = z.coerce.date({ error: '时间格式有误' });
const periodFields = { startTime: dateTimeField.optional(), endTime: dateTimeField.optional() };

export const interventionSendBody = z
  .object({
    message: z
      .string({ error: '请输入消息内容' })
      .trim()
      .min(1, '请输入消息内容')
      .max(INTERVENTION_MESSAGE_MAX, '消息内容过长'),
    messageType: z.coerce
      .number({ error: '消息类型有误' })
      .refine((v) => (INTERVENTION_MESSAGE_TYPES as readonly number[]).includes(v), '消息类型有误'),
    time: dateTimeField.optional(),
    idcardList: z.array(idcardField).max(INTERVENTION_IDCARD_LIST_MAX, '一次最多发送500人').default([]),
    localAreaCode: localAreaCodeField.optional(),
    isAllSend: z.boolean({ error: '发送范围有误' }).default(false),
    /** A published article of the project pushed with the message (article/wzlc/push/list). */
    articleId: rowIdField.optional(),
  })
  .refine((b) => b.isAllSend || b.idcardList.length > 0, { message: '请选择接收居民', path: ['idcardList'] });
export type InterventionSendBody = z.infer<typeof interventionSendBody>;

export const interventionReadBody = z.object({ id: rowIdField });

export const askRecordBody = z.object({
  orgCode: z.string().trim().max(32).optional(),
  patientUserId: rowIdField.optional(),
  idcard: idcardField.optional(),
  content: z
    .string({ error: '请输入咨询内容' })
    .trim()
    .min(1, '请输入咨询内容')
    .max(ASK_CONTENT_MAX, '咨询内容过长'),
});
export type AskRecordBody = z.infer<typeof askRecordBody>;

export const pointQuery = z.object(periodFields);
export const pointListQuery = pageQuery.extend(periodFields);

const signStatusField = z.coerce
  .number({ error: '签约状态有误' })
  .refine((v) => (SIGN_STATUSES as readonly number[]).includes(v), '签约状态有误');

export const signSubmitBody = z.object({
  name: z.string({ error: '请输入姓名' }).trim().min(1, '请输入姓名').max(50, '姓名过长'),
  idcard: idcardField,
  age: z.coerce
    .number({ error: '年龄有误' })
    .int('年龄有误')
    .min(0, '年龄有误')
    .max(150, '年龄有误')
    .optional(),
  connection: z.string().trim().max(50, '联系人过长').optional(),
  sex: z.coerce.number({ error: '性别有误' }).int().min(0, '性别有误').max(2, '性别有误').optional(),
  tel: telField.optional(),
  address: z.string().trim().max(200, '地址过长').optional(),
  signInstitution: z
    .string({ error: '请输入签约机构' })
    .trim()
    .min(1, '请输入签约机构')
    .max(100, '签约机构过长'),
  signTeam: z.string({ error: '请输入签约团队' }).trim().min(1, '请输入签约团队').max(100, '签约团队过长'),
  signStatus: signStatusField.default(0),
  signTime: dateTimeField.optional(),
});
export type SignSubmitBody = z.infer<typeof signSubmitBody>;

export const signFindQuery = pageQuery.extend({
  signStatus: signStatusField.optional(),
  idcard: idcardField.optional(),
});
export const wechatFollowBody = z.object({ idcard: idcardField });

export const reportMergeQuery = z.object({ idcard: idcardField, id: rowIdField.optional() });
export const downloadQuery = z.object({
  filePath: z.string({ error: '文件路径有误' }).trim().min(1, '文件路径有误').max(200, '文件路径有误'),
});
export const shareReportBody = z.object({ idcard: idcardField });
export const noLoginReportQuery = z.object({ token: z.string().trim().max(600).optional() });

/** GET /api/patient/local/info: the patient (one the caller sees). */
export const localInfoQuery = z.object({ patientId: rowIdField });
