import type { ArticleWriteBody, DoctorArticleItem } from '@kanghu/shared';
import { article, files, userAccount } from '@kanghu/shared/endpoints';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApp } from '../../app/app-context.ts';

export const ARTICLE_PAGE_SIZE = 10;

/** Query keys of articles: everything under one prefix per project. */
export const articleKeys = {
  all: ['articles'] as const,
  list: (project: string, filter: { categoryId?: number; keyword?: string; sort?: 'new' | 'hot' }) =>
    ['articles', project, 'list', filter] as const,
  categories: (project: string) => ['articles', project, 'categories'] as const,
  detail: (project: string, id: number) => ['articles', project, 'detail', id] as const,
  history: (project: string) => ['articles', project, 'history'] as const,
  collected: (project: string) => ['articles', project, 'collected'] as const,
  mine: (project: string, status?: DoctorArticleItem['status']) =>
    ['articles', project, 'mine', status] as const,
  mineOne: (project: string, id: number) => ['articles', project, 'mine-one', id] as const,
  marks: (project: string, id: number) => ['articles', project, 'marks', id] as const,
  materials: (project: string, type?: number) => ['articles', project, 'materials', type] as const,
  material: (project: string, id: number) => ['articles', project, 'material', id] as const,
};

const nextPage = (last: { pageNo: number; pageSize: number; total: number }) =>
  last.pageNo * last.pageSize < last.total ? last.pageNo + 1 : undefined;

/** Published articles, page by page; a keyword searches titles and bodies. */
export function useArticles(filter: { categoryId?: number; keyword?: string; sort?: 'new' | 'hot' }) {
  const { api, projectKey } = useApp();
  return useInfiniteQuery({
    queryKey: articleKeys.list(projectKey, filter),
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      api.call(
        article.application,
        { query: { ...filter, pageNo: pageParam, pageSize: ARTICLE_PAGE_SIZE } },
        { silent: true },
      ),
    getNextPageParam: nextPage,
  });
}

export function useArticleCategories() {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: articleKeys.categories(projectKey),
    queryFn: () => api.call(article.categories, {}, { silent: true }),
    staleTime: 5 * 60_000,
  });
}

export function useArticle(id: number) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: articleKeys.detail(projectKey, id),
    queryFn: () => api.call(article.detail, { params: { id } }, { silent: true }),
    enabled: id > 0,
  });
}

/** The caller's like and collect of the article (the user account check calls). */
export function useArticleMarks(id: number, enabled: boolean) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: articleKeys.marks(projectKey, id),
    queryFn: async () => {
      const target = { relationId: id, type: 'article' as const };
      const [like, collect] = await Promise.all([
        api.call(userAccount.likeCheck, { query: target }, { silent: true }),
        api.call(userAccount.collectCheck, { query: target }, { silent: true }),
      ]);
      return { liked: like.marked, collected: collect.marked };
    },
    enabled: enabled && id > 0,
  });
}

/** PUT like or collect with the wanted state; refreshes the marks and the counts. */
export function useMarkArticle(id: number, kind: 'like' | 'collect') {
  const { api, projectKey } = useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (state: boolean) =>
      api.call(kind === 'like' ? article.like : article.collect, { params: { id }, body: { state } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: articleKeys.marks(projectKey, id) });
      void queryClient.invalidateQueries({ queryKey: articleKeys.collected(projectKey) });
    },
  });
}

/** POST read/record once the reader opened the article; answers the new read count. */
export function useRecordRead() {
  const { api, projectKey } = useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (articleId: number) =>
      api.call(article.readRecord, { body: { articleId } }, { silent: true }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['articles', projectKey, 'list'] });
      void queryClient.invalidateQueries({ queryKey: articleKeys.history(projectKey) });
    },
  });
}

export function useReadHistory() {
  const { api, projectKey } = useApp();
  return useInfiniteQuery({
    queryKey: articleKeys.history(projectKey),
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      api.call(
        article.readHistory,
        { query: { pageNo: pageParam, pageSize: ARTICLE_PAGE_SIZE } },
        { silent: true },
      ),
    getNextPageParam: nextPage,
  });
}

export function useCollectedArticles() {
  const { api, projectKey } = useApp();
  return useInfiniteQuery({
    queryKey: articleKeys.collected(projectKey),
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      api.call(
        article.collected,
        { query: { pageNo: pageParam, pageSize: ARTICLE_PAGE_SIZE } },
        { silent: true },
      ),
    getNextPageParam: nextPage,
  });
}

export function useMyArticles(status?: DoctorArticleItem['status']) {
  const { api, projectKey } = useApp();
  return useInfiniteQuery({
    queryKey: articleKeys.mine(projectKey, status),
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      api.call(
        article.doctorList,
        { query: { status, pageNo: pageParam, pageSize: ARTICLE_PAGE_SIZE } },
        { silent: true },
      ),
    getNextPageParam: nextPage,
  });
}

export function useMyArticle(id: number) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: articleKeys.mineOne(projectKey, id),
    queryFn: () => api.call(article.doctorGet, { params: { id } }, { silent: true }),
    enabled: id > 0,
  });
}

/** Saves the doctor's article (new or edited); every article list refetches. */
export function useSaveArticle(id: number) {
  const { api } = useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ArticleWriteBody) =>
      id > 0
        ? api.call(article.doctorUpdate, { params: { id }, body })
        : api.call(article.doctorCreate, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: articleKeys.all }),
  });
}

/** POST /api/base/upload/file/word2html: a .docx as sanitised HTML. */
export function useWordToHtml() {
  const { api } = useApp();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return api.call(files.word2html, { form });
    },
  });
}

export function useMaterials(type?: number) {
  const { api, projectKey } = useApp();
  return useInfiniteQuery({
    queryKey: articleKeys.materials(projectKey, type),
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      api.call(
        article.materials,
        { query: { type, sort: 'sort_desc', pageNo: pageParam, pageSize: ARTICLE_PAGE_SIZE } },
        { silent: true },
      ),
    getNextPageParam: nextPage,
  });
}

export function useMaterial(id: number) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: articleKeys.material(projectKey, id),
    queryFn: () => api.call(article.material, { query: { id } }, { silent: true }),
    enabled: id > 0,
  });
}
