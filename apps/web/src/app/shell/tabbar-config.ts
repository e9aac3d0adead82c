import type { PageConfigItem } from '@kanghu/shared';
import { config } from '@kanghu/shared/endpoints';
import { useQuery } from '@tanstack/react-query';
import { useApp } from '../app-context.ts';
import type { TabSpec } from './shell-spec.ts';

export const pageConfigKeys = {
  template: (project: string, templateKey: string) => ['page-config', project, templateKey] as const,
};

/** The enabled entries of a page-config template with a URL, in their configured order, as tabs. */
export function tabsOfPageConfig(items: PageConfigItem[]): TabSpec[] {
  return [...items]
    .filter((item) => !item.disabled && item.url)
    .sort((a, b) => a.sort - b.sort)
    .map((item) => ({
      path: item.url ?? '',
      title: item.name,
      icon: item.icon ?? '',
      ...(item.iconSelected ? { iconActive: item.iconSelected } : {}),
    }));
}

/** The project's configured tab bar (page config of `templateKey`, an open call). */
export function useConfiguredTabs(templateKey: string, enabled: boolean) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: pageConfigKeys.template(projectKey, templateKey),
    queryFn: () => api.call(config.pages, { query: { templateKey } }, { silent: true }),
    select: tabsOfPageConfig,
    enabled,
    staleTime: 5 * 60_000,
  });
}
