import { dateTimeText, type FollowPlanDetail, type FollowRecordView } from '@kanghu/shared';
import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useApp } from '../../../app/app-context.ts';
import styles from '../../../ui/HealthScreen.module.css';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../../ui/StateViews.tsx';
import css from '../Follow.module.css';
import { useExecutePlan, usePlan } from '../queries.ts';
import { FollowForm } from './FollowForm.tsx';
import { RecordLines, ReferralBanner } from './RecordResult.tsx';

/**
 * The plan of `?planId=`: its form while open, then the visit's record with the referral
 * suggestion (`after` adds what a region's screen does with a record: sync, medication push).
 */
export function RecordFlow({ after }: { after?: (record: FollowRecordView) => ReactNode }) {
  const [params] = useSearchParams();
  const planId = Number(params.get('planId')) || 0;
  const plan = usePlan(planId);
  if (planId === 0) return <EmptyState title="未指定随访计划" />;
  if (plan.isPending) return <LoadingState />;
  if (plan.isError)
    return <ErrorState message={errorMessage(plan.error)} onRetry={() => void plan.refetch()} />;
  return <Flow plan={plan.data} after={after} />;
}

function Flow({
  plan,
  after,
}: {
  plan: FollowPlanDetail;
  after?: ((record: FollowRecordView) => ReactNode) | undefined;
}) {
  const { ui } = useApp();
  const execute = useExecutePlan(plan.id);
  const [saved, setSaved] = useState<FollowRecordView | null>(null);
  const record = saved ?? plan.record;
  const header = (
    <section className={styles.card} aria-label="随访对象">
      <div className={css.head}>
        <span className={css.title}>{plan.patientName}</span>
        <span className={css.line}>{plan.templateName ?? '一般随访'}</span>
      </div>
      <p className={css.line}>
        计划时间：{dateTimeText(plan.planTime)} · {plan.followModeName}
      </p>
    </section>
  );
  if (record) {
    return (
      <>
        {header}
        <ReferralBanner record={record} doctor />
        <RecordLines record={record} />
        {after?.(record)}
      </>
    );
  }
  if (plan.followStatus === 'cancelled') {
    return (
      <>
        {header}
        <EmptyState title="该随访已取消" />
      </>
    );
  }
  return (
    <>
      {header}
      <FollowForm
        disease={plan.disease}
        items={plan.template?.formItems ?? null}
        defaultMode={plan.followMode}
        saving={execute.isPending}
        onSubmit={(body) =>
          execute.mutate(body, {
            onSuccess: (r) => {
              setSaved(r);
              ui.toast('随访记录已保存');
              window.scrollTo(0, 0);
            },
          })
        }
      />
    </>
  );
}
