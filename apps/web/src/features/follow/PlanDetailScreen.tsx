import { dateTimeText, type FollowPlanDetail } from '@kanghu/shared';
import { Button } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import { useApp } from '../../app/app-context.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { RecordLines, ReferralBanner } from './components/RecordResult.tsx';
import { StatusTag } from './components/StatusTag.tsx';
import css from './Follow.module.css';
import { appointPushPath, checkFormPath, FOLLOW_PATHS, planListPath } from './paths.ts';
import { useCancelPlan, useCheckResults, useDeletePlan, usePlan } from './queries.ts';

/** /health/doctor/patient/follow/plan/detail?id=: a plan, its record or the actions it still allows. */
export default function PlanDetailScreen() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const plan = usePlan(id);
  return (
    <main className={styles.page}>
      <PageBar title="随访详情" fallback={FOLLOW_PATHS.plans} />
      {id === 0 ? (
        <EmptyState title="未指定随访计划" />
      ) : plan.isPending ? (
        <LoadingState />
      ) : plan.isError ? (
        <ErrorState message={errorMessage(plan.error)} onRetry={() => void plan.refetch()} />
      ) : (
        <Detail plan={plan.data} />
      )}
    </main>
  );
}

function Detail({ plan }: { plan: FollowPlanDetail }) {
  const rows: Array<[string, string | null]> = [
    ['计划时间', dateTimeText(plan.planTime)],
    ['随访方式', plan.followModeName],
    ['随访频率', plan.followFrequencyName],
    ['随访模板', plan.templateName ?? '一般随访'],
    ['随访人', plan.followPerson ?? '待领取'],
    ['随访内容', plan.followContent],
    ['执行人', plan.actualFollowPerson],
    ['执行时间', plan.actualFollowTime ? dateTimeText(plan.actualFollowTime) : null],
    ['取消原因', plan.cancelReason],
  ];
  return (
    <>
      <section className={styles.card} aria-label="随访计划">
        <div className={css.head}>
          <span className={css.title}>
            {plan.patientName}
            <span className={css.line}>
              {' '}
              {plan.patientAge !== null ? `${plan.patientAge}岁 · ` : ''}
              {plan.patientTel}
            </span>
          </span>
          <StatusTag status={plan.followStatus} label={plan.followStatusName} />
        </div>
        {rows
          .filter((r): r is [string, string] => Boolean(r[1]))
          .map(([k, v]) => (
            <div key={k} className={css.kv}>
              <span>{k}</span>
              <span>{v}</span>
            </div>
          ))}
      </section>
      {plan.record && (
        <>
          <ReferralBanner record={plan.record} doctor />
          <RecordLines record={plan.record} />
        </>
      )}
      {plan.previousRecord && !plan.record && (
        <section className={styles.card} aria-label="上次随访">
          <div className={styles.cardTitle}>上次随访</div>
          <p className={css.line}>
            {dateTimeText(plan.previousRecord.time)} · {plan.previousRecord.classificationName ?? '已随访'} ·{' '}
            {plan.previousRecord.referralName}
          </p>
          {plan.previousRecord.advice && <p className={css.text}>{plan.previousRecord.advice}</p>}
        </section>
      )}
      <CheckResults planId={plan.id} />
      <Actions plan={plan} />
    </>
  );
}

function CheckResults({ planId }: { planId: number }) {
  const checks = useCheckResults(planId);
  return (
    <section className={styles.card} aria-label="检查检验结果">
      <div className={styles.cardTitle}>检查检验结果</div>
      {checks.isPending ? (
        <LoadingState />
      ) : checks.isError ? (
        <ErrorState message={errorMessage(checks.error)} onRetry={() => void checks.refetch()} />
      ) : checks.data.list.length === 0 ? (
        <p className={css.line}>本次随访期间暂无检查检验记录</p>
      ) : (
        checks.data.list.map((c) => (
          <div key={c.id} className={css.kv}>
            <span>
              {c.kindName} · {c.itemName}
            </span>
            <span className={c.abnormal ? css.abnormal : undefined}>
              {c.result ?? dateTimeText(c.checkedAt)}
            </span>
          </div>
        ))
      )}
    </section>
  );
}

function Actions({ plan }: { plan: FollowPlanDetail }) {
  const navigate = useNavigate();
  const { ui } = useApp();
  const cancel = useCancelPlan();
  const remove = useDeletePlan();
  const open =
    plan.followStatus === 'planned' || plan.followStatus === 'due' || plan.followStatus === 'overdue';
  const onCancel = async () => {
    if (await ui.confirm('确定取消该随访计划吗？'))
      cancel.mutate({ id: plan.id }, { onSuccess: () => ui.toast('已取消') });
  };
  const onDelete = async () => {
    if (await ui.confirm('确定删除该随访计划吗？删除后不可恢复'))
      remove.mutate(plan.id, {
        onSuccess: () => {
          ui.toast('已删除');
          void navigate(planListPath(), { replace: true });
        },
      });
  };
  if (!open && plan.followStatus !== 'cancelled') return null;
  return (
    <div className={css.footer}>
      {open && (
        <Button color="primary" onClick={() => navigate(checkFormPath(plan.id))}>
          执行随访
        </Button>
      )}
      {open && (
        <Button
          color="primary"
          fill="outline"
          onClick={() => navigate(appointPushPath(plan.patientId, plan.id))}
        >
          预约推送
        </Button>
      )}
      {open && (
        <Button fill="outline" loading={cancel.isPending} onClick={() => void onCancel()}>
          取消
        </Button>
      )}
      <Button color="danger" fill="outline" loading={remove.isPending} onClick={() => void onDelete()}>
        删除
      </Button>
    </div>
  );
}
