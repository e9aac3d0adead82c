import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Tabs } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import health from './HealthScreen.module.css';
import { EmptyState, ErrorState, errorMessage, LoadingState } from './StateViews.tsx';

/** The mutation that marks one row handled (by its id). */
interface HandleMutation {
  isPending: boolean;
  variables: number | undefined;
  mutate: (id: number) => void;
}

interface Props<T> {
  handled: boolean;
  /** The list's own path for the 未处理 / 已处理 tab. */
  tabPath: (handled: boolean) => string;
  /** What the list holds, with its rule and source. */
  hint: ReactNode;
  list: UseQueryResult<{ list: T[] }>;
  /** The rows' name for the empty states: 暂无未处理的{noun}. */
  noun: string;
  handle: HandleMutation;
  idOf: (row: T) => number;
  isHandled: (row: T) => boolean;
  /** The row's region name (the patient). */
  labelOf: (row: T) => string;
  testId: string;
  /** A row's content; `handleButton` is 标记已处理, null once the row is handled. */
  renderRow: (row: T, handleButton: ReactNode) => ReactNode;
}

/**
 * A doctor's review list from the dashboard (high-risk answers, abnormal growth): tabs for open
 * and handled rows, the rule, loading/error/empty states, and a 标记已处理 button per open row.
 */
export function DoctorReviewList<T>({
  handled,
  tabPath,
  hint,
  list,
  noun,
  handle,
  idOf,
  isHandled,
  labelOf,
  testId,
  renderRow,
}: Props<T>) {
  const navigate = useNavigate();
  return (
    <>
      <Tabs
        activeKey={handled ? 'done' : 'open'}
        onChange={(k) => navigate(tabPath(k === 'done'), { replace: true })}
        className={health.tabs}
      >
        <Tabs.Tab key="open" title="未处理" />
        <Tabs.Tab key="done" title="已处理" />
      </Tabs>
      <p className={health.hint}>{hint}</p>
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />
      ) : list.data.list.length === 0 ? (
        <EmptyState title={handled ? `暂无已处理的${noun}` : `暂无未处理的${noun}`} />
      ) : (
        list.data.list.map((row) => {
          const id = idOf(row);
          return (
            <section key={id} className={health.card} aria-label={labelOf(row)} data-testid={testId}>
              {renderRow(
                row,
                isHandled(row) ? null : (
                  <Button
                    size="small"
                    color="primary"
                    loading={handle.isPending && handle.variables === id}
                    onClick={() => handle.mutate(id)}
                  >
                    标记已处理
                  </Button>
                ),
              )}
            </section>
          );
        })
      )}
    </>
  );
}
