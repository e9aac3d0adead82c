import type { PatientListItem } from '@kanghu/shared';
import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import css from './Growth.module.css';
import { GROWTH_PATHS } from './paths.ts';
import { useBabies } from './queries.ts';

/**
 * The child a screen is about: `?patientId=` when it is one of the account's children, else the
 * first child; with more than one child, buttons switch between them. No child: an empty state
 * that leads to baby/add.
 */
export function ChildPicker({ children }: { children: (child: PatientListItem) => ReactNode }) {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const babies = useBabies();
  if (babies.isPending) return <LoadingState />;
  if (babies.isError)
    return <ErrorState message={errorMessage(babies.error)} onRetry={() => void babies.refetch()} />;
  const list = babies.data;
  if (list.length === 0)
    return (
      <EmptyState title="还没有添加宝宝">
        <Button size="small" color="primary" onClick={() => navigate(GROWTH_PATHS.babyAdd)}>
          添加宝宝
        </Button>
      </EmptyState>
    );
  const wanted = Number(params.get('patientId'));
  const child = list.find((b) => b.id === wanted) ?? (list[0] as PatientListItem);
  return (
    <>
      {list.length > 1 && (
        <fieldset className={css.babyTabs} aria-label="选择宝宝">
          {list.map((b) => (
            <Button
              key={b.id}
              size="mini"
              aria-pressed={b.id === child.id}
              color={b.id === child.id ? 'primary' : 'default'}
              onClick={() => setParams({ patientId: String(b.id) }, { replace: true })}
            >
              {b.name}
            </Button>
          ))}
        </fieldset>
      )}
      {children(child)}
    </>
  );
}
