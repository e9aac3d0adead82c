import type { AiFollowView } from '@kanghu/shared';
import { Tag, Toast } from 'antd-mobile';
import styles from '../../ui/HealthScreen.module.css';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { FollowForm } from '../follow/components/FollowForm.tsx';
import css from '../follow/Follow.module.css';
import { useFinishFollow, useFollowDetail } from './queries.ts';

/** A grabbed task of 我的待随访 opened in the form: the visit's record finishes it (follow/save). */
export function FollowFinish({ area, id, onDone }: { area: string; id: number; onDone: () => void }) {
  const detail = useFollowDetail(area, id);
  if (detail.isPending) return <LoadingState />;
  if (detail.isError)
    return <ErrorState message={errorMessage(detail.error)} onRetry={() => void detail.refetch()} />;
  return <Finish area={area} plan={detail.data} onDone={onDone} />;
}

function Finish({ area, plan, onDone }: { area: string; plan: AiFollowView; onDone: () => void }) {
  const finish = useFinishFollow(area);
  const header = (
    <section className={styles.card} aria-label="随访对象">
      <div className={css.head}>
        <span className={css.title}>{plan.name}</span>
        <Tag color={plan.status === 'overdue' ? 'danger' : 'primary'}>{plan.statusName}</Tag>
      </div>
      <p className={css.line}>
        {plan.idcard} · {plan.phone}
      </p>
      <p className={css.line}>
        {plan.text} · 计划 {plan.value} · {plan.wayName}
      </p>
    </section>
  );
  if (plan.state !== 'open')
    return (
      <>
        {header}
        <EmptyState title="该随访已完成" />
      </>
    );
  return (
    <>
      {header}
      <FollowForm
        disease={null}
        items={null}
        defaultMode={plan.way}
        saving={finish.isPending}
        onSubmit={(record) =>
          finish.mutate(
            { plan, record },
            {
              onSuccess: () => {
                Toast.show('随访已完成');
                onDone();
              },
              onError: (e) => Toast.show(errorMessage(e)),
            },
          )
        }
      />
    </>
  );
}
