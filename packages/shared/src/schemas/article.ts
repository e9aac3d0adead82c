import { z } from 'zod';
import { ARTICLE_LIMITS, ARTICLE_STATUSES } from '../domain/article.ts';
import { idcardField, rowIdField } from './auth.ts';
import { page, pageQuery } from './envelope.ts';

/** An uploaded file's public path (POST /api/upload/file answers it): the only images we keep. */
const uploadedPath = z
  .string({ error: '封面图片地址有误' })
  .trim()
  .max(200, '封面图片地址有误')
  .regex(/^\/api\/files\/[A-Za-z0-9_-]{1,64}\/[a-f0-9]{32}\.[a-z0-9]{2,5}$/, '封面图片须为上传的图片');

const keywordField = z
  .string({ error: '搜索词须为文字' })
  .trim()
  .max(ARTICLE_LIMITS.keywordMax, `搜索词不能超过${ARTICLE_LIMITS.keywordMax}个字`);

/** GET /api/education/article/application: published articles, by category or search words. */
export const articleListQuery = pageQuery.extend({
  categoryId: rowIdField.optional(),
  keyword: keywordField.optional(),
  /** new (default): newest first; hot: most read first (hot lists). Ignored with a keyword. */
  sort: z.enum(['new', 'hot'], { error: '排序方式须为new或hot' }).optional(),
});
export type ArticleListQuery = z.infer<typeof articleListQuery>;

export const articleIdParams = z.object({ id: rowIdField });

/** GET /api/education/article/multi?ids=1,2,3 */
export const articleMultiQuery = z.object({
  ids: z
    .string({ error: '请选择文章' })
    .trim()
    .regex(/^\d{1,10}(,\d{1,10})*$/, '文章编号格式有误')
    .transform((v) => [...new Set(v.split(',').map(Number))])
    .refine((v) => v.length <= ARTICLE_LIMITS.multiMax, `一次最多查询${ARTICLE_LIMITS.multiMax}篇文章`)
    .refine((v) => v.every((id) => id > 0 && id <= 2_147_483_647), '文章编号超出范围'),
});

export const articleSummary = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  title: z.string(),
  summary: z.string(),
  cover: z.string().nullable(),
  authorName: z.string(),
  publishedAt: z.string().nullable(),
  readCount: z.number().int(),
  likeCount: z.number().int(),
});
export type ArticleSummary = z.infer<typeof articleSummary>;
export const articlePage = page(articleSummary);
export const articleList = z.array(articleSummary);

/** The published article (open: share pages show it without a token). */
export const articleDetail = articleSummary.extend({
  body: z.string(),
  collectCount: z.number().int(),
});
export type ArticleDetail = z.infer<typeof articleDetail>;

/** POST /api/education/article/read/record (the spec does not show the payload). */
export const articleReadBody = z.object({ articleId: rowIdField });
export const articleReadResult = z.object({ articleId: z.number().int(), readCount: z.number().int() });

/** PUT /:id/like and /:id/collect: `state` sets it; without a body the call toggles. */
export const articleMarkBody = z.preprocess(
  (v) => v ?? {},
  z.object({ state: z.boolean({ error: 'state须为true或false' }).optional() }),
);
export const articleMarkResult = z.object({
  articleId: z.number().int(),
  marked: z.boolean(),
  count: z.number().int(),
});
export type ArticleMarkResult = z.infer<typeof articleMarkResult>;

export const articleCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  articleCount: z.number().int(),
});
export const articleCategoryList = z.array(articleCategory);
export type ArticleCategory = z.infer<typeof articleCategory>;

/** GET /api/education/article/read/history: the caller's reads, newest first. */
export const articleReadItem = articleSummary.extend({ readAt: z.string() });
export const articleReadPage = page(articleReadItem);
export type ArticleReadItem = z.infer<typeof articleReadItem>;

/** GET /api/education/local/print/share?idcard (spec 2 section 7; the spec puts the number in the query). */
export const printShareQuery = z.object({ idcard: idcardField });
export const printShareView = z.object({
  patientName: z.string(),
  idcardMasked: z.string(),
  reason: z.string(),
  articles: z.array(articleSummary),
});
export type PrintShareView = z.infer<typeof printShareView>;

/** The doctor's side: their own articles, any status. */
export const doctorArticleQuery = pageQuery.extend({ status: z.enum(ARTICLE_STATUSES).optional() });
export const doctorArticleItem = articleSummary.extend({
  status: z.enum(ARTICLE_STATUSES),
  timingShowTime: z.string().nullable(),
  updatedAt: z.string(),
});
export const doctorArticlePage = page(doctorArticleItem);
export const doctorArticleView = doctorArticleItem.extend({ body: z.string() });
export type DoctorArticleView = z.infer<typeof doctorArticleView>;
export type DoctorArticleItem = z.infer<typeof doctorArticleItem>;

/** POST /api/education/article/doctor and PUT /:id: `action` saves a draft or publishes. */
export const articleWriteBody = z.object({
  categoryId: rowIdField,
  title: z
    .string({ error: '请输入标题' })
    .trim()
    .min(1, '请输入标题')
    .max(ARTICLE_LIMITS.titleMax, `标题不能超过${ARTICLE_LIMITS.titleMax}个字`),
  summary: z
    .string()
    .trim()
    .max(ARTICLE_LIMITS.summaryMax, `摘要不能超过${ARTICLE_LIMITS.summaryMax}个字`)
    .optional(),
  cover: uploadedPath.nullable().optional(),
  body: z
    .string({ error: '请输入正文' })
    .min(1, '请输入正文')
    .max(ARTICLE_LIMITS.bodyMax, '正文过长，请精简后再保存'),
  action: z.enum(['draft', 'publish'], { error: '请选择保存草稿或发布' }),
  /** Publish later (timingShowTime of the spec): an ISO time in the future. */
  timingShowTime: z.iso.datetime({ offset: true, error: '定时发布时间格式有误' }).nullable().optional(),
});
export type ArticleWriteBody = z.infer<typeof articleWriteBody>;

/** Publicity materials (spec 3 section 7): GET list?type&sort=sort_desc, GET detail?id. */
export const publicizeListQuery = pageQuery.extend({
  type: z.coerce
    .number({ error: '类型须为数字' })
    .int('类型须为整数')
    .min(1, '类型有误')
    .max(9, '类型有误')
    .optional(),
  sort: z.enum(['sort_desc'], { error: '排序方式有误' }).optional(),
});
export const publicizeDetailQuery = z.object({ id: rowIdField });
export const publicizeItem = z.object({
  id: z.number().int(),
  type: z.number().int(),
  typeName: z.string(),
  title: z.string(),
  summary: z.string(),
  cover: z.string().nullable(),
  sort: z.number().int(),
  createdAt: z.string(),
});
export const publicizePage = page(publicizeItem);
export const publicizeDetail = publicizeItem.extend({ body: z.string() });
export type PublicizeItem = z.infer<typeof publicizeItem>;
export type PublicizeDetail = z.infer<typeof publicizeDetail>;
