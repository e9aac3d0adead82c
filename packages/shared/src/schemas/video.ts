import { z } from 'zod';
import { CONSULT_STATES, VIDEO_SIGNAL_KINDS } from '../domain/video.ts';
import { rowIdField } from './auth.ts';
import { page, pageQuery } from './envelope.ts';

const timeField = (name: string) => z.iso.datetime({ offset: true, error: `${name}格式有误` });
const roomCodeField = z.string({ error: '房间号须为数字' }).regex(/^[1-9]\d{0,8}$/, '房间号须为1-9位数字');

export const consultListQuery = pageQuery.extend({ state: z.enum(CONSULT_STATES).optional() });
export const consultIdParams = z.object({ id: rowIdField });
export const roomCodeParams = z.object({ roomCode: roomCodeField });
export const roomCodeQuery = z.object({ roomCode: roomCodeField });

export const consultCreateBody = z.object({
  doctorIds: z.array(rowIdField).min(1, '请选择会诊医生').max(2, '会诊医生最多2位'),
  patientId: rowIdField,
  title: z.string().trim().min(1, '请输入会诊标题').max(50, '会诊标题不能超过50字'),
  startTime: timeField('开始时间'),
  endTime: timeField('结束时间'),
  isRemind: z.coerce.boolean().default(true),
  roomCode: roomCodeField.optional(),
});
export type ConsultCreateBody = z.infer<typeof consultCreateBody>;

export const consultPerson = z.object({ userId: z.number().int(), name: z.string() });
export const consultView = z.object({
  id: z.number().int(),
  title: z.string(),
  patientId: z.number().int(),
  patientName: z.string(),
  host: consultPerson,
  doctors: z.array(consultPerson.extend({ doctorId: z.number().int() })),
  startTime: z.string(),
  endTime: z.string(),
  isRemind: z.boolean(),
  roomCode: z.string(),
  state: z.enum(CONSULT_STATES),
  stateText: z.string(),
  endedAt: z.string().nullable(),
  /** The caller created it (may invite, end). */
  isHost: z.boolean(),
});
export type ConsultView = z.infer<typeof consultView>;
export const consultPage = page(consultView);

export const iceServer = z.object({
  urls: z.union([z.string(), z.array(z.string())]),
  username: z.string().optional(),
  credential: z.string().optional(),
});

/** What the room needs (spec 1 section 3 video room settings), never the secret key. */
export const videoSettings = z.object({
  /** mesh: our own WebRTC signalling; trtc: Tencent TRTC with the same user signature. */
  provider: z.enum(['mesh', 'trtc']),
  sdkAppId: z.number().int(),
  userId: z.string(),
  roomId: z.number().int(),
  userSig: z.string(),
  iceServers: z.array(iceServer),
  isHost: z.boolean(),
  consultationId: z.number().int().nullable(),
  title: z.string().nullable(),
  /** Names of the room's members by account id (loadUserById of the spec, in one answer). */
  members: z.array(consultPerson),
});
export type VideoSettings = z.infer<typeof videoSettings>;

export const thirdVideoQuery = z.object({
  roomId: z.coerce
    .number({ error: '房间号须为数字' })
    .int('房间号须为整数')
    .min(1)
    .max(999_999_999)
    .optional(),
});

export const inviteCreateBody = z.object({ roomCode: roomCodeField });
export const inviteView = z.object({ token: z.string(), expiresAt: z.string() });
export const inviteRedeemBody = z.object({
  token: z.string().min(20, '邀请链接无效').max(200, '邀请链接无效'),
});

/** Data of the VIDEO_SIGNAL client action and of the relayed server message. */
export const videoSignalData = z.object({
  roomCode: roomCodeField,
  kind: z.enum(VIDEO_SIGNAL_KINDS),
  /** Target account id; absent = every other member of the room. */
  to: z.number().int().positive().optional(),
  payload: z.unknown().optional(),
});
export type VideoSignalData = z.infer<typeof videoSignalData>;
export interface VideoSignalMessage extends VideoSignalData {
  from: number;
  fromName: string;
}
