import { COPD_DISEASE_TYPE, type CopdInput } from '@kanghu/shared';
import { copd } from '@kanghu/shared/endpoints';
import { useQuery } from '@tanstack/react-query';
import { useApp } from '../../app/app-context.ts';

/** Query keys of the COPD level (issue 12). */
export const copdKeys = {
  level: (project: string, input: CopdInput | null) => ['copd', project, 'level', input] as const,
};

/**
 * The COPD level call (GOLD ABE group). The rule is the same in every area, so the project's server
 * area stands for the spec's localAreaCode.
 */
export function useCopdLevel(input: CopdInput | null) {
  const { api, projectKey, config } = useApp();
  return useQuery({
    queryKey: copdKeys.level(projectKey, input),
    queryFn: () =>
      api.call(
        copd.level,
        {
          params: { localAreaCode: config.serverArea },
          query: { ...(input as CopdInput), type: COPD_DISEASE_TYPE },
        },
        { silent: true },
      ),
    enabled: input !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
