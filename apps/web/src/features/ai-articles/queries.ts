import type { InterventionSendBody } from '@kanghu/shared';
import { aiArticles, aiPatient } from '@kanghu/shared/endpoints';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApp } from '../../app/app-context.ts';
import { aiKeys } from '../ai-platform/queries.ts';
import { yuhangKeys } from '../yuhang/queries.ts';

const key = (project: string, area: string, ...rest: unknown[]) => [
  ...aiKeys.district(project, area),
  'articles',
  ...rest,
];

/** GET article/list: the project's articles with this district's push counts. */
export function useAiArticles(localAreaCode: string, pageNo: number, keyword: string) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: key(projectKey, localAreaCode, 'list', pageNo, keyword),
    queryFn: () =>
      api.call(
        aiArticles.list,
        { params: { localAreaCode }, query: { pageNo, pageSize: 15, ...(keyword ? { keyword } : {}) } },
        { silent: true },
      ),
    placeholderData: keepPreviousData,
  });
}

/** GET article/wzlc/push/list: the district's article pushes. */
export function useAiArticlePushes(localAreaCode: string, pageNo: number) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: key(projectKey, localAreaCode, 'pushes', pageNo),
    queryFn: () =>
      api.call(
        aiArticles.pushList,
        { params: { localAreaCode }, query: { pageNo, pageSize: 15 } },
        { silent: true },
      ),
    placeholderData: keepPreviousData,
  });
}

/** GET article/detail. */
export function useAiArticle(localAreaCode: string, id: number) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: key(projectKey, localAreaCode, 'detail', id),
    queryFn: () =>
      api.call(aiArticles.detail, { params: { localAreaCode }, query: { id } }, { silent: true }),
    enabled: id > 0,
  });
}

/**
 * GET article/detail as the resident: an article pushed to them (`shareId` the push, 0 none). The
 * server marks the pushes read, so the district's messages refetch.
 */
export function useResidentArticle(localAreaCode: string, id: number, shareId: number) {
  const { api, projectKey } = useApp();
  const client = useQueryClient();
  return useQuery({
    queryKey: key(projectKey, localAreaCode, 'resident', id, shareId),
    queryFn: async () => {
      const a = await api.call(
        aiArticles.detail,
        { params: { localAreaCode }, query: { id, ...(shareId > 0 ? { shareId } : {}) } },
        { silent: true },
      );
      void client.invalidateQueries({ queryKey: yuhangKeys.all(projectKey) });
      return a;
    },
    enabled: id > 0,
  });
}

/** POST intervention/message/send with the article; the article queries refetch. */
export function usePushArticle(localAreaCode: string) {
  const { api, projectKey } = useApp();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: InterventionSendBody) =>
      api.call(aiPatient.interventionSend, { params: { localAreaCode }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: aiKeys.district(projectKey, localAreaCode) }),
  });
}
