import { z } from 'zod';
import { rowIdField } from './auth.ts';
import { page } from './envelope.ts';

/**
 * Chat (ask rooms and records, /api/message/ask...). Record types: text, image (URL of an
 * uploaded file), voice (URL + duration in seconds), system (server notices only).
 * Realtime: ASK_RECORD (a stored record) and REVOKE_ASK_RECORD ({id, askId}) to the other party;
 * clients may also send over the socket with action ASK_RECORD_SEND and a taskId.
 */
export const ASK_RECORD_TYPES = ['text', 'image', 'voice', 'system'] as const;
export type AskRecordType = (typeof ASK_RECORD_TYPES)[number];
/** A sender may revoke a message within this time. */
export const ASK_REVOKE_WINDOW_MS = 2 * 60_000;
export const ASK_TEXT_MAX = 2000;
export const ASK_VOICE_MAX_SECONDS = 60;
/** The client action of sending a chat message over the socket. */
export const ASK_RECORD_SEND = 'ASK_RECORD_SEND';

export const createAskBody = z.object({
  fromId: rowIdField.optional(),
  toId: rowIdField,
});

const fileUrl = z
  .string({ error: '请上传文件' })
  .trim()
  .min(1, '请上传文件')
  .max(500, '文件地址过长')
  .refine((v) => v.startsWith('/api/files/') || /^https:\/\/[^\s]+$/.test(v), '文件地址有误');

export const sendAskRecordBody = z
  .object({
    askId: rowIdField,
    receiveUserId: rowIdField.optional(),
    userId: rowIdField.optional(),
    type: z.enum(['text', 'image', 'voice'], { error: '消息类型有误' }),
    text: z.string().max(ASK_TEXT_MAX, `消息不能超过${ASK_TEXT_MAX}个字`).optional(),
    /** Image or voice: the uploaded file URL (also accepted in `text`). */
    url: fileUrl.optional(),
    duration: z.coerce
      .number({ error: '语音时长有误' })
      .int('语音时长有误')
      .min(1, '语音时长有误')
      .max(ASK_VOICE_MAX_SECONDS, `语音不能超过${ASK_VOICE_MAX_SECONDS}秒`)
      .optional(),
    title: z.string().max(100, '标题不能超过100个字').optional(),
  })
  .superRefine((v, ctx) => {
    if (v.type === 'text' && !v.text?.trim())
      ctx.addIssue({ code: 'custom', message: '请输入消息内容', path: ['text'] });
    if (v.type !== 'text') {
      const url = v.url ?? v.text;
      if (!url || !fileUrl.safeParse(url).success)
        ctx.addIssue({ code: 'custom', message: '请上传文件', path: ['url'] });
    }
    if (v.type === 'voice' && v.duration === undefined)
      ctx.addIssue({ code: 'custom', message: '语音时长有误', path: ['duration'] });
  });
export type SendAskRecordBody = z.infer<typeof sendAskRecordBody>;

/** ASK_RECORD_SEND over the socket: the same body. */
export const askRecordSendData = sendAskRecordBody;

export const askRecordView = z.object({
  id: z.number().int(),
  askId: z.number().int(),
  userId: z.number().int(),
  receiveUserId: z.number().int(),
  type: z.enum(ASK_RECORD_TYPES),
  text: z.string().nullable(),
  url: z.string().nullable(),
  duration: z.number().int().nullable(),
  title: z.string().nullable(),
  read: z.boolean(),
  revoked: z.boolean(),
  createdAt: z.string(),
});
export type AskRecordView = z.infer<typeof askRecordView>;

export const askPartyView = z.object({
  userId: z.number().int(),
  name: z.string().nullable(),
  photo: z.string().nullable(),
  role: z.string(),
  alias: z.string().nullable(),
});

export const askRoomView = z.object({
  id: z.number().int(),
  other: askPartyView,
  lastRecord: askRecordView.nullable(),
  unread: z.number().int(),
  lastRecordAt: z.string().nullable(),
});
export type AskRoomView = z.infer<typeof askRoomView>;

export const askRecordsQuery = z.object({
  /** Records older than this id (scrolling back); newest first. */
  beforeId: rowIdField.optional(),
  pageSize: z.coerce
    .number({ error: '每页条数须为数字' })
    .int('每页条数须为整数')
    .min(1, '每页条数须大于0')
    .max(100, '每页条数不能超过100')
    .default(20),
});

export const askAliasBody = z.object({
  userId: rowIdField,
  askId: rowIdField,
  alias: z.string({ error: '请填写备注名' }).trim().max(20, '备注名不能超过20个字'),
});

export const askIdParams = z.object({ askId: rowIdField });
export const askLatestQuery = z.object({ askId: rowIdField });
export const userIdParams = z.object({ userId: rowIdField });

export const askRoomPage = page(askRoomView);
export const askRecordList = z.array(askRecordView);
export const askLatestView = askRecordView.nullable();
/** An unread (or marked-read) count. */
export const askCountView = z.object({ count: z.number().int() });
export const askUnreadView = z.object({
  total: z.number().int(),
  rooms: z.array(z.object({ askId: z.number().int(), unread: z.number().int() })),
});
