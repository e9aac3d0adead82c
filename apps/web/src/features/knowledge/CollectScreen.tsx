import { Button, List } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { useMarkList, useToggleMark } from '../yingkang-user/queries.ts';
import css from './Knowledge.module.css';
import { EDU_PATHS } from './paths.ts';

/** /education/collect: the knowledge the account collected (the user account collect call). */
export default function CollectScreen() {
  const navigate = useNavigate();
  const list = useMarkList('collect', 'knowledge');
  const toggle = useToggleMark('collect');
  const rows = list.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <main className={css.page}>
      <PageBar title="我的收藏" fallback={EDU_PATHS.studyCenter} />
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState title="暂无收藏">
          <Button color="primary" onClick={() => navigate(EDU_PATHS.knowledgeList)}>
            去看看
          </Button>
        </EmptyState>
      ) : (
        <List aria-label="收藏的知识">
          {rows.map((r) => (
            <List.Item
              key={r.id}
              description={r.subtitle}
              onClick={r.available ? () => navigate(`${EDU_PATHS.itemDetail}?id=${r.relationId}`) : undefined}
              extra={
                <Button
                  size="mini"
                  fill="outline"
                  onClick={(e) => {
                    e.stopPropagation();
                    toggle.mutate({ target: { relationId: r.relationId, type: 'knowledge' }, on: false });
                  }}
                >
                  取消收藏
                </Button>
              }
            >
              {r.title}
            </List.Item>
          ))}
        </List>
      )}
    </main>
  );
}
