import { PageBar } from '../../ui/PageBar.tsx';
import css from './Articles.module.css';
import { ArticleFeed } from './components/ArticleFeed.tsx';
import { ARTICLE_PATHS } from './paths.ts';
import { useCollectedArticles } from './queries.ts';

/** 我收藏的文章 (/health/doctor/article/collect): the account's collected, still published articles. */
export default function CollectedArticlesScreen() {
  const collected = useCollectedArticles();
  return (
    <main className={css.page}>
      <PageBar title="收藏的文章" fallback={ARTICLE_PATHS.doctorList} />
      <ArticleFeed query={collected} empty="还没有收藏文章" />
    </main>
  );
}
