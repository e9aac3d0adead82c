import type { InterventionSendBody } from '@kanghu/shared';
import { aiPatient } from '@kanghu/shared/endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApp } from '../../app/app-context.ts';
import { aiKeys } from '../ai-platform/queries.ts';

/** Query keys of the AI platform's patient side; each starts with the district key of ai-platform. */
export const aiPatientKeys = {
  interventions: (project: string, area: string) =>
    [...aiKeys.district(project, area), 'interventions'] as const,
  intervention: (project: string, area: string, id: number) =>
    [...aiKeys.district(project, area), 'interventions', id] as const,
};

/** GET intervention/message/list (servicer: the district's sent messages). */
export function useInterventions(localAreaCode: string) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: aiPatientKeys.interventions(projectKey, localAreaCode),
    queryFn: () =>
      api.call(aiPatient.interventionList, { params: { localAreaCode }, query: { pageSize: 50 } }),
  });
}

/** GET intervention/message/details. */
export function useIntervention(localAreaCode: string, id: number) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: aiPatientKeys.intervention(projectKey, localAreaCode, id),
    queryFn: () => api.call(aiPatient.interventionDetails, { params: { localAreaCode }, query: { id } }),
    enabled: id > 0,
  });
}

/** POST intervention/message/send; the list refetches. */
export function useSendIntervention(localAreaCode: string) {
  const { api, projectKey } = useApp();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: InterventionSendBody) =>
      api.call(aiPatient.interventionSend, { params: { localAreaCode }, body }),
    onSuccess: () =>
      client.invalidateQueries({ queryKey: aiPatientKeys.interventions(projectKey, localAreaCode) }),
  });
}
