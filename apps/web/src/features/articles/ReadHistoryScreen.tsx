import { relativeTimeText } from '@kanghu/shared';
import { useNavigate } from 'react-router';
import { PageBar } from '../../ui/PageBar.tsx';
import css from './Articles.module.css';
import { ArticleCard } from './components/ArticleCard.tsx';
import { ArticlePages } from './components/ArticlePages.tsx';
import { ARTICLE_PATHS, detailPathFor } from './paths.ts';
import { useReadHistory } from './queries.ts';

/** 阅读历史 (/app/common/article/list/history): the articles the account read, latest first. */
export default function ReadHistoryScreen() {
  const navigate = useNavigate();
  const history = useReadHistory();
  return (
    <main className={css.page}>
      <PageBar title="阅读历史" fallback={ARTICLE_PATHS.commonList} />
      <ArticlePages
        query={history}
        empty="还没有阅读过文章"
        render={(item) => (
          <ArticleCard
            key={item.id}
            item={item}
            extra={`${relativeTimeText(item.readAt)}读过`}
            onOpen={() => navigate(detailPathFor(ARTICLE_PATHS.commonList, item.id))}
          />
        )}
      />
    </main>
  );
}
