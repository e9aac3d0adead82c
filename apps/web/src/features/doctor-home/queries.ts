import { workbench } from '@kanghu/shared/endpoints';
import { useQuery } from '@tanstack/react-query';
import { useApp } from '../../app/app-context.ts';

export const workbenchKeys = {
  summary: (project: string) => ['workbench', project, 'summary'] as const,
};

/** The doctor home's numbers (one call; refetched whenever the home is shown). */
export function useWorkbenchSummary() {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: workbenchKeys.summary(projectKey),
    queryFn: () => api.call(workbench.summary, {}, { silent: true }),
    refetchOnMount: 'always',
  });
}
