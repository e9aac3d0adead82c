/**
 * Family-doctor contracts (家庭医生签约). Sources (docs/decisions.md, "Family-doctor contracts"):
 * 国务院医改办等《关于推进家庭医生签约服务的指导意见》（国医改办发〔2016〕1号）: the contract names
 * the service content (basic medical and public-health services, plus personalised packs), the
 * term "原则上为一年，期满后居民可续约或选择其他家庭医生团队签约"; and the national basic
 * public-health service specification (《国家基本公共卫生服务规范（第三版）》) for the
 * hypertension, type 2 diabetes, older-adult, child and maternal management the packs carry.
 */

/** The packs a resident can sign (and ask for in a pre-sign application). */
export const PRE_SIGN_PACKS = [
  '基础服务包',
  '高血压服务包',
  '糖尿病服务包',
  '老年人服务包',
  '慢病综合服务包',
  '儿童健康服务包',
  '孕产妇服务包',
] as const;
export type ServicePack = (typeof PRE_SIGN_PACKS)[number];

/** Every contract carries the basic pack; chronic-disease and personalised packs come on top. */
export const BASIC_SERVICE_PACK: ServicePack = '基础服务包';
export const SERVICE_PACK_CATEGORIES = {
  basic: '基础包',
  chronic: '慢病包',
  personalised: '个性化包',
} as const;
export type ServicePackCategory = keyof typeof SERVICE_PACK_CATEGORIES;
export const SERVICE_PACK_CATEGORY: Readonly<Record<ServicePack, ServicePackCategory>> = {
  基础服务包: 'basic',
  高血压服务包: 'chronic',
  糖尿病服务包: 'chronic',
  慢病综合服务包: 'chronic',
  老年人服务包: 'personalised',
  儿童健康服务包: 'personalised',
  孕产妇服务包: 'personalised',
};

/** The packs of a contract: the basic pack first, then the others once each, in catalogue order. */
export function contractPacks(packs: readonly ServicePack[]): ServicePack[] {
  const chosen = new Set<ServicePack>([BASIC_SERVICE_PACK, ...packs]);
  return PRE_SIGN_PACKS.filter((p) => chosen.has(p));
}

/**
 * Contract states (our codes; the spec stores signStatus without values):
 * pending (one party has not confirmed yet), signed, renewal_due (flagged RENEWAL_REMINDER_DAYS
 * before the end), expired (ended without being terminated), terminated (with a reason).
 */
export const CONTRACT_STATES = {
  pending: '待确认',
  signed: '已签约',
  renewal_due: '待续约',
  expired: '已到期',
  terminated: '已解约',
} as const;
export type ContractState = keyof typeof CONTRACT_STATES;
export const CONTRACT_STATE_CODES = Object.keys(CONTRACT_STATES) as ContractState[];
/** The states that hold the resident: at most one such contract covers any day (database constraint). */
export const ACTIVE_CONTRACT_STATES = [
  'pending',
  'signed',
  'renewal_due',
] as const satisfies readonly ContractState[];

/** Why a contract ended early; `other` needs a written remark. */
export const TERMINATE_REASONS = {
  moved_away: '迁出本地',
  deceased: '居民死亡',
  own_request: '本人申请解约',
  resigned_elsewhere: '已在其他机构签约',
  lost_to_follow_up: '失访',
  other: '其他',
} as const;
export type TerminateReason = keyof typeof TERMINATE_REASONS;
export const TERMINATE_REASON_CODES = Object.keys(TERMINATE_REASONS) as TerminateReason[];

/** A contract runs one year unless the doctor sets another end (at most CONTRACT_MAX_YEARS). */
export const CONTRACT_TERM_YEARS = 1;
export const CONTRACT_MAX_YEARS = 3;
/** A new contract may start at most this many days ahead. */
export const CONTRACT_START_MAX_DAYS_AHEAD = 90;
/**
 * Days before the end date a signed contract is flagged 待续约 and both parties get a reminder
 * (our choice: one month, so a follow-up visit can fit in before the term ends).
 */
export const RENEWAL_REMINDER_DAYS = 30;

/** `YYYY-MM-DD` plus `days` (calendar arithmetic in UTC, no time zone involved). */
export function addDaysToDate(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The last day of a term of `years` starting on `start` (2026-03-01 + 1 year -> 2027-02-28). */
export function termEnd(start: string, years: number = CONTRACT_TERM_YEARS): string {
  const [y, m, d] = start.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y + years, m - 1, d - 1)).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (both `YYYY-MM-DD`); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The family-monitor overview counts abnormal readings of the last this many days (China time). */
export const FAMILY_MONITOR_ABNORMAL_DAYS = 7;
/** The family-monitor detail lists the readings of the last this many days (at most 100). */
export const FAMILY_MONITOR_RECENT_DAYS = 30;
