/**
 * The AI platform's operations (issue 16): robot calls, pre-consultation, local follow-ups. Spec
 * constants live here once.
 */
import { FOLLOW_MSG } from './follow.ts';

/** Robot types of a call (spec 3 section 3 "Call": robotType); the purpose drives the script. */
export const AI_ROBOT_TYPES = {
  follow: '随访提醒',
  abnormal: '异常回访',
  consult: '预问诊通知',
  medication: '用药提醒',
} as const;
export type AiRobotType = keyof typeof AI_ROBOT_TYPES;
export const AI_ROBOT_TYPE_CODES = Object.keys(AI_ROBOT_TYPES) as [AiRobotType, ...AiRobotType[]];

/** Call states and the label the UI shows for a simulated call. */
export const AI_CALL_STATES = { calling: '呼叫中', done: '已完成', failed: '未接通' } as const;
export const AI_CALL_SIMULATED_LABEL = '模拟外呼（开发环境，未真实拨打）';
/** Seconds the development provider waits before it completes a simulated call. */
export const AI_CALL_SIMULATED_DELAY_SECONDS = 5;

/** Pre-consultation states: waiting, saved temporarily, saved finally. */
export const AI_CONSULT_STATES = { waiting: '待问诊', temporary: '暂存', done: '已完成' } as const;
export type AiConsultState = keyof typeof AI_CONSULT_STATES;

/** Desk device types of the pre-consultation (POST bind type; IoT collect paths bp, bg, bmi). */
export const AI_DESK_DEVICE_TYPES = { bp: '血压计', bg: '血糖仪', bmi: '身高体重秤' } as const;
export type AiDeskDeviceType = keyof typeof AI_DESK_DEVICE_TYPES;
export const AI_DESK_DEVICE_CODES = Object.keys(AI_DESK_DEVICE_TYPES) as [
  AiDeskDeviceType,
  ...AiDeskDeviceType[],
];

/** What the UI says about the follow sync while no district system is connected. */
export const AI_SYNC_DEV_LABEL = '开发环境：未连接区域平台，同步内容仅记录在本平台';

export const AI_OPS_MSG = {
  grabTaken: FOLLOW_MSG.grabTaken,
  grabOwn: '您已领取该随访',
  followNotFound: '未找到该随访',
  followClosed: FOLLOW_MSG.grabClosed,
  followEnded: '该随访已结束，不能修改',
  followUnheld: '请先领取该随访任务',
  recordMissing: '请填写随访记录',
  syncDone: '该随访已同步，请勿重复操作',
  syncOpen: '随访尚未完成，不能同步',
  consultDone: '该预问诊已完成，不能修改',
  consultEmpty: '请至少填写一项测量数据',
  callNoPhone: '该居民没有联系电话',
  deviceTaken: '该设备已被其他账号绑定',
  localUser: '区域平台账号有误',
} as const;
