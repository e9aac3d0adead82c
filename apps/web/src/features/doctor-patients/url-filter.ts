import {
  CONTRACT_FILTER_CODES,
  type ContractFilter,
  FOLLOW_DUE_FILTER_CODES,
  type FollowDueFilter,
  REFERRAL_STATE,
} from '@kanghu/shared';
import { DOCTOR_PATIENT_PATHS } from './paths.ts';
import type { PatientFilter } from './queries.ts';

/** The list filters a link may set in the URL query (the doctor home's dashboard numbers). */
export type UrlFilter = Pick<
  PatientFilter,
  'scope' | 'contractStatus' | 'followDue' | 'unhandled' | 'abnormal'
>;

const oneOf = <T extends string>(codes: readonly T[], value: string | null): T | undefined =>
  codes.find((c) => c === value);

/** The filters of a URL query; unknown values are ignored (the list opens unfiltered). */
export function filterFromSearch(params: URLSearchParams): UrlFilter {
  const out: UrlFilter = {};
  const scope = oneOf(['all', 'mine'] as const, params.get('scope'));
  if (scope) out.scope = scope;
  const contract = oneOf<ContractFilter>(CONTRACT_FILTER_CODES, params.get('contractStatus'));
  if (contract) out.contractStatus = contract;
  const due = oneOf<FollowDueFilter>(FOLLOW_DUE_FILTER_CODES, params.get('followDue'));
  if (due) out.followDue = due;
  if (params.get('unhandled') === '1') out.unhandled = '1';
  if (params.get('abnormal') === '1') out.abnormal = '1';
  return out;
}

/** The doctor's list opened with `filter` (what filterFromSearch reads back). */
export function patientListLink(filter: UrlFilter): string {
  const entries: Array<[string, string]> = [];
  for (const [k, v] of Object.entries(filter)) if (typeof v === 'string') entries.push([k, v]);
  const query = new URLSearchParams(entries).toString();
  return query ? `${DOCTOR_PATIENT_PATHS.list}?${query}` : DOCTOR_PATIENT_PATHS.list;
}

/** Where the dashboard's other numbers open: pending referrals addressed to me, sickbeds, messages. */
export const WORKBENCH_LINKS = {
  referrals: `/health/doctor/transfer/list?tab=in&state=${REFERRAL_STATE.pending}`,
  sickbeds: '/health/doctor/sickbed',
  messages: '/health/doctor/message/index',
} as const;
