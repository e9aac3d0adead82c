/**
 * Comments and circle posts: one moderation rule and the abuse limits (issue 14 section 2; spec 2
 * sections 3 and 4: comments carry a passed flag from audit). See docs/decisions.md, "Comments
 * and the circle".
 */

/** The two comment models of spec 2 section 3 (article comments with replies; education comments). */
export const COMMENT_MODELS = ['article', 'education'] as const;
export type CommentModel = (typeof COMMENT_MODELS)[number];

/**
 * What a comment can be about (relationType). `article` and `knowledge` resolve once their tables
 * are merged; the circle's question, answer and story resolve here.
 */
export const COMMENT_TARGET_TYPES = ['article', 'knowledge', 'question', 'answer', 'story'] as const;
export type CommentTargetType = (typeof COMMENT_TARGET_TYPES)[number];

/**
 * Moderation states. `pending`: waiting for audit (pre-moderation); `passed`: visible to all;
 * `rejected`: refused or revoked by a servicer; `reported`: hidden after COMMENT_REPORT_HIDE_COUNT
 * reports, pending review. Only `passed` is visible to others; the author always sees their own.
 */
export const MODERATION_STATES = ['pending', 'passed', 'rejected', 'reported'] as const;
export type ModerationState = (typeof MODERATION_STATES)[number];

/** Per-project switch: pre-moderation (pending until audited) or post-moderation (passed at once, revocable). */
export const MODERATION_MODES = ['pre', 'post'] as const;
export type ModerationMode = (typeof MODERATION_MODES)[number];
export const DEFAULT_MODERATION_MODE: ModerationMode = 'pre';

/** Roles of servicers that may audit comments and posts (assistants may not). */
export const MODERATOR_ROLES = ['doctor', 'staff', 'admin'] as const;

/** Distinct reports that hide a passed comment or post pending review. */
export const COMMENT_REPORT_HIDE_COUNT = 3;
/** Longest comment or reply, in characters. */
export const COMMENT_MAX_LENGTH = 500;
/** Longest circle question, answer or story body, and title. */
export const POST_MAX_LENGTH = 5000;
export const POST_TITLE_MAX_LENGTH = 60;
/** Images on one comment reply / one post. */
export const COMMENT_MAX_IMAGES = 3;
export const POST_MAX_IMAGES = 9;
/** Posting rate per account: at most this many comments and posts in the window. */
export const POST_RATE_LIMIT = 5;
export const POST_RATE_WINDOW_MS = 60_000;
/** A new account (younger than this, with no passed comment or post) may not post links or images. */
export const NEW_ACCOUNT_AGE_MS = 3 * 24 * 3600_000;

export const COMMENT_MSG = {
  empty: '请输入内容',
  titleRequired: '请输入标题',
  circleMissing: '圈子不存在',
  joinFirst: '请先加入圈子',
  acceptOwnQuestion: '只能采纳自己问题下的回答',
  acceptSelf: '不能采纳自己的回答',
  tooLong: (max: number) => `内容不能超过${max}个字`,
  titleTooLong: `标题不能超过${POST_TITLE_MAX_LENGTH}个字`,
  tooManyImages: (max: number) => `图片不能超过${max}张`,
  tooFast: '发布太频繁，请稍后再试',
  newAccountLinks: '新注册用户暂不能发布链接或图片，参与互动后即可发布',
  targetMissing: '评论对象不存在',
  commentMissing: '评论不存在',
  postMissing: '内容不存在',
  notModerator: '无审核权限',
  reportSelf: '不能举报自己的评论',
  reportOwnPost: '不能举报自己发布的内容',
  notAuthor: '只能修改自己发布的内容',
  answerNeedsQuestion: '请选择要回答的问题',
  circleRequired: '请选择圈子',
} as const;

/** The state a new comment or post starts in under the project's moderation mode. */
export function initialState(mode: ModerationMode): ModerationState {
  return mode === 'post' ? 'passed' : 'pending';
}

/** The state after an audit: passed shows it to all; not passed rejects (or revokes) it. */
export function auditedState(passed: boolean): ModerationState {
  return passed ? 'passed' : 'rejected';
}

/** The state after one more report: a passed item with enough distinct reports is hidden. */
export function reportedState(state: ModerationState, reports: number): ModerationState {
  return state === 'passed' && reports >= COMMENT_REPORT_HIDE_COUNT ? 'reported' : state;
}

/** Whether `viewerId` sees an item of `authorId` in `state` (the author always sees their own). */
export function visibleTo(state: ModerationState, authorId: number, viewerId: number | null): boolean {
  return state === 'passed' || authorId === viewerId;
}

const LINK = /(https?:\/\/|www\.)|[a-z0-9-]+\.(com|cn|net|org|top|xyz|cc|io)\b/i;

/** Whether a text carries a link (web address or bare domain). */
export function hasLink(text: string): boolean {
  return LINK.test(text);
}

export interface PosterStanding {
  /** When the account was created. */
  createdAt: Date;
  /** How many of its comments or posts have passed. */
  passedCount: number;
}

/**
 * A new account has not taken part yet: it is younger than NEW_ACCOUNT_AGE_MS and none of its
 * comments or posts has passed. Such an account may post text only (no links, no images).
 */
export function isNewPoster(p: PosterStanding, now: Date): boolean {
  return now.getTime() - p.createdAt.getTime() < NEW_ACCOUNT_AGE_MS && p.passedCount === 0;
}

export interface PostDraft {
  content: string;
  title?: string | null;
  images: readonly string[];
}

export interface PostLimits {
  maxLength: number;
  maxImages: number;
}

/**
 * The abuse limits of one comment or post, in order: empty, too long, too many images, new
 * account with a link or image, too fast (`recent`: the account's items within the window).
 * Answers the Chinese message of the first broken rule, or null.
 */
export function postProblem(
  draft: PostDraft,
  limits: PostLimits,
  standing: PosterStanding,
  recent: number,
  now: Date,
): string | null {
  const text = draft.content.trim();
  if (!text && draft.images.length === 0) return COMMENT_MSG.empty;
  if ([...text].length > limits.maxLength) return COMMENT_MSG.tooLong(limits.maxLength);
  if (draft.title && [...draft.title].length > POST_TITLE_MAX_LENGTH) return COMMENT_MSG.titleTooLong;
  if (draft.images.length > limits.maxImages) return COMMENT_MSG.tooManyImages(limits.maxImages);
  const links = hasLink(text) || (draft.title ? hasLink(draft.title) : false);
  if (isNewPoster(standing, now) && (links || draft.images.length > 0)) return COMMENT_MSG.newAccountLinks;
  if (recent >= POST_RATE_LIMIT) return COMMENT_MSG.tooFast;
  return null;
}
