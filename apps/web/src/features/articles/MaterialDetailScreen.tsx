import { Button } from 'antd-mobile';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { pictureMovePath, pictureSources } from '../common-pages/paths.ts';
import css from './Articles.module.css';
import { ARTICLE_PATHS, articleIdOf } from './paths.ts';
import { useMaterial } from './queries.ts';
import { useShareCard } from './share-card.ts';

/** One publicity material (/:org/health/picture/:id, open: a shared 健康画报). */
export default function MaterialDetailScreen() {
  const params = useParams();
  const navigate = useNavigate();
  const id = articleIdOf(params.id, new URLSearchParams());
  const query = useMaterial(id);
  const card = useMemo(
    () =>
      query.data ? { title: query.data.title, summary: query.data.summary, cover: query.data.cover } : null,
    [query.data],
  );
  useShareCard(card);
  let content: React.ReactNode;
  if (id === 0) content = <EmptyState title="宣传资料不存在" />;
  else if (query.isPending) content = <LoadingState />;
  else if (query.isError)
    content = <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  else {
    const pictures = pictureSources(query.data.body, query.data.cover).length;
    content = (
      <article className={css.article} aria-label={query.data.title}>
        <h1 className={css.title}>{query.data.title}</h1>
        <div className={css.meta}>
          <span>{query.data.typeName}</span>
          {pictures > 0 && (
            <Button
              size="mini"
              color="primary"
              fill="outline"
              onClick={() => navigate(pictureMovePath({ material: id }))}
            >
              看大图（{pictures}张）
            </Button>
          )}
        </div>
        {/* The cover of a picture material is its first picture, already in the body. */}
        {query.data.cover && !query.data.body.includes(query.data.cover) && (
          <img className={css.cover} src={query.data.cover} alt="" />
        )}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises the body (modules/files/sanitize.ts) */}
        <div className={css.body} dangerouslySetInnerHTML={{ __html: query.data.body }} />
      </article>
    );
  }
  return (
    <main className={css.page}>
      <PageBar title="健康画报" fallback={ARTICLE_PATHS.pictureList} />
      {content}
    </main>
  );
}
