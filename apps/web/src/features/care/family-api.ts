import type { familyMemberBody, familyMemberView } from '@kanghu/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { useApp } from '../../app/app-context.ts';
import { careKeys } from './queries.ts';

export type FamilyMemberView = z.infer<typeof familyMemberView>;
export type FamilyMemberBody = z.input<typeof familyMemberBody>;

const BASE = '/api/patient/yzh/family/member';
const key = careKeys.familyMembers;

interface Page<T> {
  list: T[];
  total: number;
  pageNo: number;
  pageSize: number;
}

/** GET /api/patient/yzh/family/member: the account's family members with their audit state. */
export function useFamilyMembers() {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: key(projectKey),
    queryFn: () => api.get<Page<FamilyMemberView>>(BASE, { pageSize: 50 }, { silent: true }),
  });
}

export function useAddFamilyMember() {
  const { api, projectKey } = useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FamilyMemberBody) => api.post<FamilyMemberView>(BASE, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key(projectKey) }),
  });
}
