import { useQuery } from '@tanstack/react-query';
import { useApp } from '../../app/app-context.ts';
import { workbenchSummary } from './summary-prefetch.ts';

export const workbenchKeys = {
  summary: (project: string) => ['workbench', project, 'summary'] as const,
};

/** The doctor home's numbers (one call; refetched whenever the home is shown). */
export function useWorkbenchSummary() {
  const { api, projectKey, storage } = useApp();
  return useQuery({
    queryKey: workbenchKeys.summary(projectKey),
    queryFn: () => workbenchSummary(api, projectKey, storage.getToken(projectKey)),
    refetchOnMount: 'always',
  });
}
