import { useNavigate } from 'react-router';
import { PageBar } from '../../ui/PageBar.tsx';
import css from './Articles.module.css';
import { ArticleCard } from './components/ArticleCard.tsx';
import { ArticlePages } from './components/ArticlePages.tsx';
import { ARTICLE_PATHS, detailPathFor } from './paths.ts';
import { useCollectedArticles } from './queries.ts';

/** 我收藏的文章 (/health/doctor/article/collect): the account's collected, still published articles. */
export default function CollectedArticlesScreen() {
  const navigate = useNavigate();
  const collected = useCollectedArticles();
  return (
    <main className={css.page}>
      <PageBar title="收藏的文章" fallback={ARTICLE_PATHS.doctorList} />
      <ArticlePages
        query={collected}
        empty="还没有收藏文章"
        render={(item) => (
          <ArticleCard
            key={item.id}
            item={item}
            onOpen={() => navigate(detailPathFor(ARTICLE_PATHS.commonList, item.id))}
          />
        )}
      />
    </main>
  );
}
