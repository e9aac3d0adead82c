import { type ArticleDetail, dateTimeText, readCountText } from '@kanghu/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { useApp } from '../../app/app-context.ts';
import { useSession } from '../../app/session/queries.ts';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { CommentThread } from '../comments/CommentThread.tsx';
import css from './Articles.module.css';
import { ArticleActions } from './components/ArticleActions.tsx';
import { articleIdOf, listPathFor } from './paths.ts';
import { articleKeys, useArticle, useRecordRead } from './queries.ts';
import { useShareCard } from './share-card.ts';

/**
 * One published article (/app/common/article/detail?id, /education/article/detail?id, the share
 * pages /share/article/detail?id, /a/education/article/:id and /:org/health/education/:id, open
 * without a token). A signed-in reader's visit is recorded (the read count moves) and they may
 * like and collect it. The body is HTML the server sanitised when it was saved.
 */
export default function ArticleDetailScreen() {
  const params = useParams();
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const id = articleIdOf(params.id, search);
  const query = useArticle(id);
  const fallback = listPathFor(pathname);

  let content: React.ReactNode;
  if (id === 0) content = <EmptyState title="文章不存在或已下架" />;
  else if (query.isPending) content = <LoadingState />;
  else if (query.isError)
    content = <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  else content = <ArticleView article={query.data} />;
  return (
    <main className={css.page}>
      <PageBar title="文章详情" fallback={fallback} />
      {content}
    </main>
  );
}

function ArticleView({ article }: { article: ArticleDetail }) {
  const { signedIn } = useSession();
  const { projectKey } = useApp();
  const queryClient = useQueryClient();
  const record = useRecordRead();
  const recorded = useRef(0);
  const card = useMemo(
    () => ({ title: article.title, summary: article.summary, cover: article.cover }),
    [article.title, article.summary, article.cover],
  );
  useShareCard(card);

  useEffect(() => {
    if (!signedIn || recorded.current === article.id) return;
    recorded.current = article.id;
    record.mutate(article.id, {
      onSuccess: ({ readCount }) =>
        queryClient.setQueryData<ArticleDetail>(articleKeys.detail(projectKey, article.id), (old) =>
          old ? { ...old, readCount } : old,
        ),
    });
  }, [signedIn, article.id, record, queryClient, projectKey]);

  return (
    <>
      <article className={css.article} aria-label={article.title}>
        <h1 className={css.title}>{article.title}</h1>
        <div className={css.meta}>
          <span>{article.authorName}</span>
          {article.publishedAt && <span>{dateTimeText(article.publishedAt)}</span>}
          <span data-testid="article-reads">{readCountText(article.readCount)}阅读</span>
        </div>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitised the body (modules/files/sanitize.ts) */}
        <div className={css.body} dangerouslySetInnerHTML={{ __html: article.body }} />
      </article>
      {signedIn ? <ArticleActions article={article} /> : <p className={css.hint}>登录后可点赞、收藏文章</p>}
      <section className={css.comments} id="article-comments">
        <CommentThread model="article" relationId={article.id} />
      </section>
    </>
  );
}
