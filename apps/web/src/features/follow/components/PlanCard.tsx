import { dateTimeText, type FollowPlanView } from '@kanghu/shared';
import type { ReactNode } from 'react';
import styles from '../../../ui/HealthScreen.module.css';
import css from '../Follow.module.css';
import { StatusTag } from './StatusTag.tsx';

/** One plan in a list: patient, status, when and how, who follows up; tap opens it. */
export function PlanCard({
  plan,
  onOpen,
  action,
}: {
  plan: FollowPlanView;
  onOpen: () => void;
  action?: ReactNode;
}) {
  return (
    <li className={styles.card} aria-label={`随访计划 ${plan.patientName}`} data-testid="plan-card">
      <button type="button" className={css.plain} onClick={onOpen}>
        <div className={css.head}>
          <span className={css.name}>
            {plan.patientName}
            {plan.patientAge !== null && <span className={css.line}> {plan.patientAge}岁</span>}
          </span>
          <StatusTag status={plan.followStatus} label={plan.followStatusName} />
        </div>
        <p className={css.line}>
          计划时间：{dateTimeText(plan.planTime)} · {plan.followModeName}
        </p>
        <p className={css.line}>
          {plan.templateName ?? '一般随访'} · 随访人：{plan.followPerson ?? '待领取'}
        </p>
        {plan.followContent && <p className={css.line}>{plan.followContent}</p>}
      </button>
      {action && <div className={css.actions}>{action}</div>}
    </li>
  );
}
