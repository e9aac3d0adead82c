import { ARTICLE_STATUS_NAMES, type ArticleStatus, dateTimeText } from '@kanghu/shared';
import { Button, Tabs, Tag } from 'antd-mobile';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageBar } from '../../ui/PageBar.tsx';
import css from './Articles.module.css';
import { ArticleCard } from './components/ArticleCard.tsx';
import { ArticlePages } from './components/ArticlePages.tsx';
import { ARTICLE_PATHS } from './paths.ts';
import { useMyArticles } from './queries.ts';

const TABS: [string, ArticleStatus | undefined][] = [
  ['全部', undefined],
  ['已发布', 'published'],
  ['草稿', 'draft'],
  ['定时发布', 'scheduled'],
];
const TAG_COLOR: Record<ArticleStatus, string> = {
  draft: 'default',
  scheduled: 'warning',
  published: 'success',
};

/** 患者宣教文章 (/health/doctor/article/list): the doctor's own articles; write, edit, collected. */
export default function DoctorArticleListScreen() {
  const navigate = useNavigate();
  const [tab, setTab] = useState('0');
  const status = TABS[Number(tab)]?.[1];
  const mine = useMyArticles(status);
  return (
    <main className={css.page}>
      <PageBar
        title="宣教文章"
        fallback={ARTICLE_PATHS.doctorHome}
        right={<Link to={ARTICLE_PATHS.doctorCollect}>我的收藏</Link>}
      />
      <Tabs className={css.tabs} activeKey={tab} onChange={setTab}>
        {TABS.map(([title], i) => (
          <Tabs.Tab title={title} key={String(i)} />
        ))}
      </Tabs>
      <ArticlePages
        query={mine}
        empty="还没有文章，点击下方按钮写一篇"
        render={(item) => (
          <ArticleCard
            key={item.id}
            item={item}
            badge={
              <Tag color={TAG_COLOR[item.status]} fill="outline">
                {ARTICLE_STATUS_NAMES[item.status]}
              </Tag>
            }
            extra={
              item.status === 'scheduled' && item.timingShowTime
                ? `${dateTimeText(item.timingShowTime)}发布`
                : `更新于${dateTimeText(item.updatedAt)}`
            }
            onOpen={() => navigate(`${ARTICLE_PATHS.doctorWrite}?id=${item.id}`)}
          />
        )}
      />
      <div className={`${css.footer} ${css.sticky}`}>
        <Button color="primary" block onClick={() => navigate(ARTICLE_PATHS.doctorWrite)}>
          写文章
        </Button>
      </div>
    </main>
  );
}
