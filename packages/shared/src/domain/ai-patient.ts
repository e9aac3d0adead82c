/**
 * The AI platform's patient-side records (issue 16): intervention messages, ask records,
 * family-doctor signing, local reports and the servicer's work points. Constants live here once.
 */

/** Intervention message types (spec 3 section 7 "mass messaging"): 1 health advice, 2 follow-up reminder, 3 medication reminder, 4 notice. */
export const INTERVENTION_MESSAGE_TYPES = [1, 2, 3, 4] as const;
export const INTERVENTION_MESSAGE_TYPE_LABELS: Record<number, string> = {
  1: '健康指导',
  2: '随访提醒',
  3: '用药提醒',
  4: '通知公告',
};
export const INTERVENTION_MESSAGE_MAX = 500;
/**
 * The resident's district article screen (spec routes.tsv family ai): the web route, and the link
 * of the system message an intervention with a pushed article sends (opened as 阅读文章).
 */
export const AI_ARTICLE_DETAIL_PATH = '/app/ai/weight/detail';
export const aiArticleLink = (articleId: number) => `${AI_ARTICLE_DETAIL_PATH}?id=${articleId}`;
/** The system message's button when its link is a pushed article. */
export const AI_ARTICLE_READ_LABEL = '阅读文章';
/** Whether a system message's link opens a pushed district article. */
export const isAiArticleLink = (link: string | null | undefined): boolean =>
  /^\/app\/ai\/weight\/detail\?id=\d+$/.test(link ?? '');
/** Most ID numbers one send may name (a larger audience uses isAllSend). */
export const INTERVENTION_IDCARD_LIST_MAX = 500;
export const ASK_CONTENT_MAX = 500;

/** Signing states of the family-doctor signing (ls/find/sign signStatus; 0 is a real value). */
export const SIGN_STATUSES = [0, 1, 2] as const;
export const SIGN_STATUS_LABELS: Record<number, string> = { 0: '待审核', 1: '已签约', 2: '已解约' };

/** Kinds of the platform's local reports (patient/report, prescription, health and medical records). */
export const LOCAL_REPORT_KINDS = ['report', 'prescription', 'health', 'medical'] as const;
export type LocalReportKind = (typeof LOCAL_REPORT_KINDS)[number];

/**
 * The servicer's work points (point/total/score, point/list; docs/decisions.md "AI platform patient
 * side"): computed from the platform's own records of the period.
 */
export const AI_POINT_RULES = {
  track: { points: 2, label: '异常跟踪记录' },
  message: { points: 1, label: '干预消息' },
  sign: { points: 3, label: '家庭医生签约' },
} as const;
export type AiPointKind = keyof typeof AI_POINT_RULES;

/** How long a shared no-login report link stays valid. */
export const REPORT_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** The refusal of the no-login report page without a valid signed link. */
export const REPORT_LINK_REFUSED = '报告链接无效或已过期，请向您的家庭医生重新获取';
