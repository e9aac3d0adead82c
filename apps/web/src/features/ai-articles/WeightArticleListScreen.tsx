import { dateTimeText } from '@kanghu/shared';
import { List, SearchBar, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AI_PATHS } from '../../app/paths.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { AiDistrictGate } from '../ai-platform/AiDistrictGate.tsx';
import type { AiDistrict } from '../ai-platform/context.ts';
import { PageButtons } from '../ai-platform/PageButtons.tsx';
import { ArticleCard } from '../articles/components/ArticleCard.tsx';
import { articleDetailPath } from './paths.ts';
import { useAiArticlePushes, useAiArticles } from './queries.ts';

/**
 * /app/ai/weight/article/list (健康宣教文章): the project's published articles to push to the
 * district's residents (article/list), and what this district pushed (article/wzlc/push/list).
 */
export default function WeightArticleListScreen() {
  return (
    <main className={styles.page}>
      <PageBar title="健康宣教文章" fallback={AI_PATHS.patientFind} />
      <AiDistrictGate>
        {(d) => (
          <Tabs>
            <Tabs.Tab title="文章" key="articles">
              <Articles district={d} />
            </Tabs.Tab>
            <Tabs.Tab title="推送记录" key="pushes">
              <Pushes district={d} />
            </Tabs.Tab>
          </Tabs>
        )}
      </AiDistrictGate>
    </main>
  );
}

function Articles({ district }: { district: AiDistrict }) {
  const navigate = useNavigate();
  const [pageNo, setPageNo] = useState(1);
  const [keyword, setKeyword] = useState('');
  const list = useAiArticles(district.localAreaCode, pageNo, keyword);
  return (
    <>
      <SearchBar
        placeholder="搜索文章标题或正文"
        onSearch={(v) => {
          setKeyword(v.trim());
          setPageNo(1);
        }}
        onClear={() => setKeyword('')}
      />
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />
      ) : list.data.list.length === 0 ? (
        <EmptyState title={keyword ? '没有找到相关文章' : '暂无已发布的文章'} />
      ) : (
        <>
          {list.data.list.map((a) => (
            <ArticleCard
              key={a.id}
              item={a}
              onOpen={() => navigate(articleDetailPath(a.id))}
              {...(a.pushCount > 0 ? { extra: `本区域已推送${a.pushCount}次` } : {})}
            />
          ))}
          <PageButtons page={list.data} onPage={setPageNo} />
        </>
      )}
    </>
  );
}

function Pushes({ district }: { district: AiDistrict }) {
  const navigate = useNavigate();
  const [pageNo, setPageNo] = useState(1);
  const list = useAiArticlePushes(district.localAreaCode, pageNo);
  if (list.isPending) return <LoadingState />;
  if (list.isError)
    return <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />;
  if (list.data.list.length === 0) return <EmptyState title="本区域还没有推送过文章" />;
  return (
    <>
      <List header={`共${list.data.total}次推送`}>
        {list.data.list.map((p) => (
          <List.Item
            key={p.id}
            arrowIcon
            onClick={() => navigate(articleDetailPath(p.articleId))}
            description={`${dateTimeText(p.time)} · ${p.senderName ?? ''} · ${p.isAllSend ? '全部居民' : `${p.recipientCount}位居民`}`}
            extra={`已读 ${p.readCount}/${p.recipientCount}`}
          >
            {p.title}
          </List.Item>
        ))}
      </List>
      <PageButtons page={list.data} onPage={setPageNo} />
    </>
  );
}
