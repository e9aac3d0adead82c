import { DEVICE_APPLICATION_STATES, FAMILY_AUDIT, REFERRAL_STATE, SICKBED_STATE } from '@kanghu/shared';
import { careOrders, contract, device, familyMember, referral } from '@kanghu/shared/endpoints';
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useApp } from '../../app/app-context.ts';
import type { ReviewItem, ReviewKey } from './review-items.ts';

/** Query keys of the review hub (refetched whenever the hub is shown: decisions happen elsewhere). */
export const reviewKeys = {
  all: (project: string) => ['doctor-review', project] as const,
  count: (project: string, key: ReviewKey) => ['doctor-review', project, 'count', key] as const,
  family: (project: string) => ['doctor-review', project, 'family'] as const,
};

type Api = ReturnType<typeof useApp>['api'];

/** How many wait, read from each list's total (one row fetched). */
const COUNTERS: Record<ReviewKey, (api: Api) => Promise<{ total: number }>> = {
  presign: (api) => api.call(contract.reviewList, { query: { state: 0, pageSize: 1 } }, { silent: true }),
  sickbed: (api) =>
    api.call(
      careOrders.sickbedList,
      { query: { state: SICKBED_STATE.pending, pageSize: 1 } },
      { silent: true },
    ),
  referral: (api) =>
    api.call(
      referral.list,
      { query: { direction: 'in', referralState: REFERRAL_STATE.pending, pageSize: 1 } },
      { silent: true },
    ),
  device: (api) =>
    api.call(
      device.applications,
      { query: { state: DEVICE_APPLICATION_STATES.submitted, pageSize: 1 } },
      { silent: true },
    ),
  family: (api) =>
    api.call(
      familyMember.list,
      { query: { auditStatus: FAMILY_AUDIT.pending, pageSize: 1 } },
      { silent: true },
    ),
};

/**
 * How many of `total` calls may have started: the first at once when `start` is true, then one
 * more per task. Five requests started together are one long task (each call reads the stored
 * session and builds its headers, and the browser's fetch itself takes a while); one per task
 * keeps each short.
 */
function useOneByOne(total: number, start: boolean): number {
  const [started, setStarted] = useState(1);
  useEffect(() => {
    if (!start || started >= total) return;
    const timer = window.setTimeout(() => setStarted((n) => n + 1), 0);
    return () => window.clearTimeout(timer);
  }, [start, started, total]);
  return start ? started : 0;
}

/** The count of each item, each query with its own loading and error state. */
export function useReviewCounts(items: readonly ReviewItem[], enabled = true) {
  const { api, projectKey } = useApp();
  const started = useOneByOne(items.length, enabled);
  return useQueries({
    queries: items.map((item, index) => ({
      queryKey: reviewKeys.count(projectKey, item.key),
      queryFn: () => COUNTERS[item.key](api).then((page) => page.total),
      enabled: index < started,
      staleTime: 0,
    })),
  });
}

/** Family members waiting for review (the hub decides them). */
export function usePendingMembers() {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: reviewKeys.family(projectKey),
    queryFn: () =>
      api.call(
        familyMember.list,
        { query: { auditStatus: FAMILY_AUDIT.pending, pageSize: 50 } },
        { silent: true },
      ),
    staleTime: 0,
  });
}

/** Approve (1) or reject (2, with a reason) a family member. */
export function useAuditMember() {
  const { api, projectKey } = useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      auditStatus,
      auditRemark,
    }: {
      id: number;
      auditStatus: 1 | 2;
      auditRemark?: string;
    }) =>
      api.call(familyMember.audit, {
        params: { id },
        body: { auditStatus, ...(auditRemark ? { auditRemark } : {}) },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all(projectKey) }),
  });
}
