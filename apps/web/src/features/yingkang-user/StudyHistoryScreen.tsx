import { relativeTimeText } from '@kanghu/shared';
import { Tabs } from 'antd-mobile';
import { PageBar } from '../../ui/PageBar.tsx';
import { ArticleFeed } from '../articles/components/ArticleFeed.tsx';
import { useReadHistory } from '../articles/queries.ts';
import { PlayHistoryList } from '../knowledge/components/PlayHistoryList.tsx';
import { YK_USER_PATHS } from './paths.ts';
import css from './Yk.module.css';

/** /app/yingkang/user/mine/study/history: the articles the account read and what it studied. */
export default function StudyHistoryScreen() {
  const reads = useReadHistory();
  return (
    <main className={css.page}>
      <PageBar title="学习记录" fallback={YK_USER_PATHS.mine} />
      <Tabs defaultActiveKey="articles">
        <Tabs.Tab title="文章" key="articles">
          <ArticleFeed
            query={reads}
            empty="还没有阅读过文章"
            extra={(item) => `${relativeTimeText(item.readAt)}读过`}
          />
        </Tabs.Tab>
        <Tabs.Tab title="课程" key="courses">
          <PlayHistoryList />
        </Tabs.Tab>
      </Tabs>
    </main>
  );
}
