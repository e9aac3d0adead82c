import type { AskRecordView } from '../schemas/chat.ts';
import type { InquiryOrderView } from '../schemas/inquiry.ts';
import type { QuestionRiskPush } from '../schemas/question-assign.ts';
import type { ReferralView } from '../schemas/referral.ts';
import type { VideoSignalMessage } from '../schemas/video.ts';

/**
 * The payload of every server -> client realtime action (spec 1 section 7, spec 2 section 4): one
 * type per action, used by the sender (`ctx.push(userId, action, data)` on the server) and the
 * receiver (the web's realtime subscriptions). Types only: nothing here reaches a bundle.
 */
export interface RealtimeActions {
  /** A chat record for the receiving party (and the sender's other sockets). */
  ASK_RECORD: AskRecordView;
  /** A chat record was revoked within the revoke window. */
  REVOKE_ASK_RECORD: { id: number; askId: number };
  /** An inquiry order changed state (patient and doctor). */
  INQUIRY_STATE: Pick<InquiryOrderView, 'id' | 'orderNo' | 'state' | 'stateText' | 'doctorId' | 'patientId'>;
  /** A system message was stored for the user. */
  SYSTEM_MSG: { id: number; title: string };
  /** A referral was created or changed state (the referring doctor and every doctor of the target). */
  REFERRAL_STATE: Pick<ReferralView, 'id' | 'patientId' | 'referralState' | 'stateLabel'>;
  /** An abnormal reading of one of the doctor's patients. */
  FAMILY_DOCTOR_MEASURE_DATA: { patientId: number; measurementId: number; type: string; level: string };
  /** A questionnaire answer in a high-risk band (or with a flag) of one of the doctor's patients. */
  QUESTION_HIGH_RISK: QuestionRiskPush;
  /** A resident's question to the district doctor (AI platform ask record; every servicer of the district). */
  AI_ASK: { id: number; localAreaCode: string; patientName: string };
  /** A remote consultation was scheduled, starts soon, or was ended (its participants). */
  REMOTE_VIDEO_CONSULTATION: {
    consultationId: number;
    roomCode: string;
    title: string;
    startTime: string;
    event: 'created' | 'soon' | 'ended';
  };
  /** WebRTC signalling relayed from another member of the same video room. */
  VIDEO_SIGNAL: VideoSignalMessage;
}

export type PushAction = keyof RealtimeActions;
