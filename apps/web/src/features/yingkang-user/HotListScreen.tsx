import { PageBar } from '../../ui/PageBar.tsx';
import { ArticleFeed } from '../articles/components/ArticleFeed.tsx';
import { useArticles } from '../articles/queries.ts';
import { YK_USER_PATHS } from './paths.ts';
import css from './Yk.module.css';

/** /app/yingkang/user/hot/list: the project's published articles, most read first. */
export default function HotListScreen() {
  const hot = useArticles({ sort: 'hot' });
  return (
    <main className={css.page}>
      <PageBar title="热门推荐" fallback={YK_USER_PATHS.home} />
      <ArticleFeed query={hot} empty="暂无热门文章" />
    </main>
  );
}
