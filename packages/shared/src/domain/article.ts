/**
 * Health-education articles (issue 14 section 1; spec 2 sections 5 and 7). The spec shows the
 * calls, not the limits: these are ours (docs/decisions.md, "Articles").
 */
export const ARTICLE_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

export const ARTICLE_STATUS_NAMES: Readonly<Record<ArticleStatus, string>> = {
  draft: '草稿',
  scheduled: '定时发布',
  published: '已发布',
};

export const ARTICLE_LIMITS = {
  titleMax: 60,
  summaryMax: 200,
  /** Sanitised HTML, images as uploaded paths (data URIs of pasted images count too). */
  bodyMax: 200_000,
  keywordMax: 50,
  multiMax: 50,
  /** Characters of plain text in a list summary when the author gave none. */
  summaryAuto: 80,
  /**
   * A search ranks the newest this many matching articles (and its total stops there): fast over
   * any number of articles; a reader never pages past it.
   */
  searchWindow: 200,
  /** Articles the local print share lists for one patient. */
  printMax: 5,
} as const;

/** Publicity material types (spec 3 section 7 names `type` only; ours). */
export const PUBLICIZE_TYPE_NAMES: Readonly<Record<number, string>> = {
  1: '健康画报',
  2: '宣传海报',
  3: '宣传折页',
};

export const ARTICLE_MSG = {
  missing: '文章不存在或已下架',
  categoryMissing: '文章分类不存在',
  timingPast: '定时发布时间须晚于当前时间',
  patientMissing: '未找到该身份证号对应的居民',
  materialMissing: '宣传资料不存在',
} as const;
