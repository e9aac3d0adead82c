import { type ArticleDetail, dateTimeText, readCountText } from '@kanghu/shared';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import css from '../articles/Articles.module.css';
import { useResidentArticle } from './queries.ts';

/** A published article's title, byline and (server-sanitised) body, as the article screens show it. */
export function ArticleBody({ article: a }: { article: ArticleDetail }) {
  return (
    <article className={css.article} aria-label={a.title}>
      <h1 className={css.title}>{a.title}</h1>
      <div className={css.meta}>
        <span>{a.authorName}</span>
        {a.publishedAt && <span>{dateTimeText(a.publishedAt)}</span>}
        <span>{readCountText(a.readCount)}阅读</span>
      </div>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitised the body (modules/files/sanitize.ts) */}
      <div className={css.body} dangerouslySetInnerHTML={{ __html: a.body }} />
    </article>
  );
}

/**
 * The article a servicer pushed to the signed-in resident (GET article/detail as a customer): only
 * an article pushed to their residents opens (another answers 文章不存在或已下架); reading it marks
 * those pushes read for the servicer's push list.
 */
export function ResidentArticle({
  localAreaCode,
  id,
  shareId,
}: {
  localAreaCode: string;
  id: number;
  shareId: number;
}) {
  const article = useResidentArticle(localAreaCode, id, shareId);
  if (id <= 0) return <EmptyState title="文章不存在或已下架" />;
  if (article.isPending) return <LoadingState />;
  if (article.isError)
    return <ErrorState message={errorMessage(article.error)} onRetry={() => void article.refetch()} />;
  return <ArticleBody article={article.data} />;
}
