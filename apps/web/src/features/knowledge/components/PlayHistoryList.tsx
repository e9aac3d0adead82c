import { KNOWLEDGE_TYPE_NAMES } from '@kanghu/shared';
import { Button, List, Tag } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { relativeTimeText } from '../../../ui/format.ts';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../../ui/StateViews.tsx';
import { clockText } from '../format.ts';
import css from '../Knowledge.module.css';
import { itemPath } from '../paths.ts';
import { usePlayHistory } from '../queries.ts';
import { Cover } from './KnowledgeRows.tsx';

/** What the learner studied, newest first; each opens where it stopped (with its states). */
export function PlayHistoryList() {
  const navigate = useNavigate();
  const history = usePlayHistory();
  const rows = history.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <>
      {history.isPending ? (
        <LoadingState />
      ) : history.isError ? (
        <ErrorState message={errorMessage(history.error)} onRetry={() => void history.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState title="暂无学习记录" />
      ) : (
        <>
          <List aria-label="学习记录">
            {rows.map((h) => (
              <List.Item
                key={h.id}
                prefix={<Cover item={h} />}
                onClick={() =>
                  navigate(itemPath({ id: h.knowledgeId, type: h.type }, h.knowledgeCourseId ?? undefined))
                }
                description={
                  <div className={css.tags}>
                    <Tag color="primary" fill="outline">
                      {KNOWLEDGE_TYPE_NAMES[h.type]}
                    </Tag>
                    {h.done ? (
                      <Tag color="success">已学完</Tag>
                    ) : h.type === 'audio' || h.type === 'video' ? (
                      <span className={css.weak}>看到 {clockText(h.positionSeconds)}</span>
                    ) : null}
                    <span className={css.weak}>{relativeTimeText(h.viewTime)}</span>
                  </div>
                }
              >
                {h.title}
              </List.Item>
            ))}
          </List>
          {history.hasNextPage && (
            <Button
              block
              fill="none"
              loading={history.isFetchingNextPage}
              onClick={() => void history.fetchNextPage()}
            >
              加载更多
            </Button>
          )}
        </>
      )}
    </>
  );
}
