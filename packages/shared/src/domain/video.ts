/**
 * The video room and remote consultations (spec 1 sections 2.17, 3, 4, 5, 8, 9; spec 3 sections 3
 * and 7). Zod-free: the room screen imports these without the schemas.
 */

/** User signature validity (spec 1 section 9). */
export const VIDEO_SIG_EXPIRE_S = 604_800;
/** Audio level poll and the level above which a participant is speaking (spec 1 section 9). */
export const VIDEO_AUDIO_POLL_MS = 200;
export const VIDEO_SPEAKING_LEVEL = 2;
/** Screen share: 1080p, no share audio (spec 1 section 9). */
export const VIDEO_SHARE_PROFILE = { width: 1920, height: 1080, frameRate: 15, audio: false } as const;
/** Random defaults: userId user_ + a number below 1e8, roomId below 1e5 (spec 1 sections 3, 9). */
export const VIDEO_USER_RANDOM_MAX = 1e8;
export const VIDEO_ROOM_RANDOM_MAX = 1e5;
export const VIDEO_USER_PREFIX = 'user_';
/** A screen-share client's user id is the sharer's with this prefix; one's own is never shown. */
export const VIDEO_SHARE_PREFIX = 'share_';
/** The peer-to-peer mesh: host, patient and one guest at the same time. */
export const VIDEO_MESH_MAX = 3;
/** Consultation reminders: when created and this many minutes before the start. */
export const VIDEO_REMIND_LEAD_MIN = 10;
/** An invite link is valid this long (and for one guest). */
export const VIDEO_INVITE_TTL_MS = 24 * 3_600_000;
/** The client action relaying WebRTC signalling between members of one room. */
export const VIDEO_SIGNAL = 'VIDEO_SIGNAL';
export const VIDEO_SIGNAL_KINDS = ['join', 'leave', 'offer', 'answer', 'ice', 'mute'] as const;
export type VideoSignalKind = (typeof VIDEO_SIGNAL_KINDS)[number];

/** States of the call (spec 1 section 4). */
export const VIDEO_STATES = ['idle', 'joining', 'joined', 'publishing', 'published'] as const;
export type VideoState = (typeof VIDEO_STATES)[number];

/** States of a remote consultation record. */
export const CONSULT_STATES = ['scheduled', 'ended'] as const;
export type ConsultState = (typeof CONSULT_STATES)[number];
export const CONSULT_STATE_TEXT: Record<ConsultState, string> = { scheduled: '待开始', ended: '已结束' };

/** Spec messages (verbatim) and our own where the spec shows none. */
export const VIDEO_MSG = {
  needKey: '请输入 sdkAppId 和 secretKey',
  needRoom: '请输入 userId 和 roomId',
  needInvite: '请重新获取邀请链接！',
  shareFailed: '屏幕分享失败，请确保系统允许当前浏览器获取屏幕内容',
  inviteTip: '复制链接邀请好友加入视频通话，一条链接仅可邀请一人，复制后自动更新链接。',
  inviteUsed: '该邀请链接已被他人使用，请向主持人重新获取邀请链接',
  inviteInvalid: '邀请链接无效或已过期，请重新获取邀请链接！',
  notFound: '远程会诊不存在',
  roomNotFound: '视频房间不存在或您不是房间成员',
  ended: '该远程会诊已结束',
  onlyHost: '只有发起医生可以执行此操作',
  timeOrder: '结束时间须晚于开始时间',
  doctorMissing: '会诊医生不存在',
  roomCodeTaken: '房间号已被占用',
  roomFull: '视频房间人数已满',
  devProvider: '当前为本地点对点视频（未接入云服务），仅支持 3 人同时通话',
} as const;

/** A remote consultation's reminder text for its participants. */
export function consultReminderText(title: string, when: string, soon: boolean): string {
  return soon
    ? `远程会诊「${title}」将于${when}开始，请准时进入视频房间。`
    : `您有新的远程会诊「${title}」，时间${when}。`;
}
