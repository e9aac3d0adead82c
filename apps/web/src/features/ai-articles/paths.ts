import { AI_ARTICLE_DETAIL_PATH, aiArticleLink } from '@kanghu/shared';

/** The district article screens (spec routes.tsv family ai). */
export const AI_ARTICLE_PATHS = {
  list: '/app/ai/weight/article/list',
  detail: AI_ARTICLE_DETAIL_PATH,
} as const;

export const articleDetailPath = aiArticleLink;
