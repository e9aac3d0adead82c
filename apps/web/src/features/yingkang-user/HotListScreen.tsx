import { useNavigate } from 'react-router';
import { PageBar } from '../../ui/PageBar.tsx';
import { ArticleCard } from '../articles/components/ArticleCard.tsx';
import { ArticlePages } from '../articles/components/ArticlePages.tsx';
import { ARTICLE_PATHS, detailPathFor } from '../articles/paths.ts';
import { useArticles } from '../articles/queries.ts';
import { YK_USER_PATHS } from './paths.ts';
import css from './Yk.module.css';

/** /app/yingkang/user/hot/list: the project's published articles, most read first. */
export default function HotListScreen() {
  const navigate = useNavigate();
  const hot = useArticles({ sort: 'hot' });
  return (
    <main className={css.page}>
      <PageBar title="热门推荐" fallback={YK_USER_PATHS.home} />
      <ArticlePages
        query={hot}
        empty="暂无热门文章"
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
