import { relativeTimeText } from '@kanghu/shared';
import { PageBar } from '../../ui/PageBar.tsx';
import css from './Articles.module.css';
import { ArticleFeed } from './components/ArticleFeed.tsx';
import { ARTICLE_PATHS } from './paths.ts';
import { useReadHistory } from './queries.ts';

/** 阅读历史 (/app/common/article/list/history): the articles the account read, latest first. */
export default function ReadHistoryScreen() {
  const history = useReadHistory();
  return (
    <main className={css.page}>
      <PageBar title="阅读历史" fallback={ARTICLE_PATHS.commonList} />
      <ArticleFeed
        query={history}
        empty="还没有阅读过文章"
        extra={(item) => `${relativeTimeText(item.readAt)}读过`}
      />
    </main>
  );
}
