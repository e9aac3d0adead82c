import type { KnowledgeType } from '@kanghu/shared';
import { Button, SearchBar, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../../ui/StateViews.tsx';
import { useCategories, useKnowledgeList } from '../queries.ts';
import { KnowledgeRows } from './KnowledgeRows.tsx';

interface Props {
  type?: KnowledgeType;
  label: string;
  empty: string;
  search?: boolean;
  categories?: boolean;
}

/** A paged list of published knowledge, optionally with search and category tabs. */
export function KnowledgeBrowser({ type, label, empty, search = false, categories = false }: Props) {
  const [keyword, setKeyword] = useState('');
  const [categoryId, setCategoryId] = useState<number | undefined>(undefined);
  const cats = useCategories();
  const list = useKnowledgeList({ type, categoryId, keyword: keyword.trim() || undefined });
  const rows = list.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <>
      {search && (
        <div style={{ padding: '0.16rem 0.24rem', background: '#fff' }}>
          <SearchBar
            placeholder="搜索标题或简介"
            aria-label="搜索知识"
            onSearch={(v) => setKeyword(v)}
            onClear={() => setKeyword('')}
          />
        </div>
      )}
      {categories && cats.data && cats.data.length > 0 && (
        <Tabs
          activeKey={categoryId ? String(categoryId) : 'all'}
          onChange={(k) => setCategoryId(k === 'all' ? undefined : Number(k))}
        >
          <Tabs.Tab title="全部" key="all" />
          {cats.data.map((c) => (
            <Tabs.Tab title={c.cname} key={String(c.categoryId)} />
          ))}
        </Tabs>
      )}
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState title={keyword ? `没有找到与“${keyword}”相关的内容` : empty} />
      ) : (
        <>
          <KnowledgeRows items={rows} label={label} />
          {list.hasNextPage && (
            <Button
              block
              fill="none"
              loading={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              加载更多
            </Button>
          )}
        </>
      )}
    </>
  );
}
