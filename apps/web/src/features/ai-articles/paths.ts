/** The district article screens (spec routes.tsv family ai). */
export const AI_ARTICLE_PATHS = {
  list: '/app/ai/weight/article/list',
  detail: '/app/ai/weight/detail',
} as const;

export const articleDetailPath = (id: number) => `${AI_ARTICLE_PATHS.detail}?id=${id}`;
