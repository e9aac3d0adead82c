import { MARK_KIND_NAMES, MARK_TARGET_NAMES, type MarkKind, type MarkView } from '@kanghu/shared';
import { Button, List, Tag } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { doctorInfoPath, YK_USER_PATHS } from './paths.ts';
import { type MarkTypeOf, useMarkList, useToggleMark } from './queries.ts';
import css from './Yk.module.css';

/** Where a row opens: the target's own screen in this shell. */
function targetPath(row: MarkView): string | null {
  if (!row.available) return null;
  if (row.type === 'doctor') return doctorInfoPath(row.relationId);
  if (row.type === 'service') return `${YK_USER_PATHS.serviceInfo}?id=${row.relationId}`;
  return null;
}

/** The account's marks of one kind, newest first, with the target's title and a remove button. */
export function MarkList<K extends MarkKind>({ kind, type }: { kind: K; type?: MarkTypeOf<K> }) {
  const navigate = useNavigate();
  const list = useMarkList(kind, type);
  const toggle = useToggleMark(kind);
  const name = MARK_KIND_NAMES[kind];
  if (list.isPending) return <LoadingState />;
  if (list.isError)
    return <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />;
  const rows = list.data.pages.flatMap((p) => p.list);
  if (rows.length === 0) return <EmptyState title={`暂无${name}`} />;
  return (
    <>
      <List aria-label={`我的${name}`} header={`共${list.data.pages[0]?.total ?? rows.length}条`}>
        {rows.map((row) => {
          const to = targetPath(row);
          return (
            <List.Item
              key={row.id}
              prefix={
                <span className={css.thumb} aria-hidden="true">
                  {row.image ? <img src={row.image} alt="" /> : Array.from(row.title)[0]}
                </span>
              }
              description={
                <div className={css.tags}>
                  <Tag color="primary" fill="outline">
                    {MARK_TARGET_NAMES[row.type]}
                  </Tag>
                  {row.subtitle && <span>{row.subtitle}</span>}
                </div>
              }
              extra={
                <Button
                  size="mini"
                  fill="outline"
                  aria-label={`取消${name}${row.title}`}
                  onClick={(e) => {
                    e.stopPropagation();
                    toggle.mutate({
                      target: { relationId: row.relationId, type: row.type as MarkTypeOf<K> },
                      on: false,
                    });
                  }}
                >
                  取消{name}
                </Button>
              }
              onClick={to ? () => navigate(to) : undefined}
            >
              <span data-testid="mark-title">{row.title}</span>
            </List.Item>
          );
        })}
      </List>
      {list.hasNextPage && (
        <Button block fill="none" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          加载更多
        </Button>
      )}
    </>
  );
}
