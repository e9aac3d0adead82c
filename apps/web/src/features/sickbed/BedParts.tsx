import { dateTimeText, type SickbedView } from '@kanghu/shared';
import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import styles from '../../ui/HealthScreen.module.css';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import css from '../care/Care.module.css';
import { StateTag } from '../care/state-tag.tsx';
import { idParam } from '../inquiry/paths.ts';
import { bedPath } from './paths.ts';
import { useSickbed } from './queries.ts';
import own from './Sickbed.module.css';

export function BedTitle({ bed }: { bed: SickbedView }) {
  return (
    <div className={css.head}>
      <span className={css.title} data-testid="bed-patient">
        {bed.patientName}
        {bed.bedNo && <span className={own.bedNo}>床号 {bed.bedNo}</span>}
      </span>
      <StateTag state={bed.state} label={bed.stateLabel} />
    </div>
  );
}

/** One application or bed in a list, with the next step the doctor may take. */
export function BedCard({ bed }: { bed: SickbedView }) {
  const navigate = useNavigate();
  const can = (a: SickbedView['actions'][number]) => bed.actions.includes(a);
  return (
    <section className={styles.card} data-testid="bed-card" aria-label={`${bed.patientName}的家庭病床`}>
      <Link
        to={bedPath('info', bed.id)}
        style={{ display: 'block', color: 'inherit', textDecoration: 'none' }}
      >
        <BedTitle bed={bed} />
        <div className={css.line}>病种：{bed.diseaseCategoryName ?? '—'}</div>
        <div className={css.line}>住址：{bed.address}</div>
        <div className={css.line}>
          {bed.state === 1 && bed.reviewedAt
            ? `建床时间：${dateTimeText(bed.reviewedAt)}`
            : `申请时间：${dateTimeText(bed.createdAt)}`}
        </div>
      </Link>
      {(can('approve') || can('visit')) && (
        <div className={css.cardActions}>
          {can('approve') && (
            <Button size="small" color="primary" onClick={() => navigate(bedPath('pass', bed.id))}>
              审核
            </Button>
          )}
          {can('visit') && (
            <>
              <Button size="small" fill="outline" onClick={() => navigate(bedPath('phone', bed.id))}>
                电话记录
              </Button>
              <Button
                size="small"
                color="primary"
                fill="outline"
                onClick={() => navigate(bedPath('door', bed.id))}
              >
                上门服务
              </Button>
            </>
          )}
        </div>
      )}
    </section>
  );
}

/**
 * The bed named by `?id=`, loaded with its loading, missing and error states; `children` gets it.
 */
export function WithBed({ children }: { children: (bed: SickbedView) => ReactNode }) {
  const [params] = useSearchParams();
  const id = idParam(params);
  const bed = useSickbed(id);
  if (id === null) return <EmptyState title="申请不存在" />;
  if (bed.isPending) return <LoadingState />;
  if (bed.isError) return <ErrorState message={errorMessage(bed.error)} onRetry={() => void bed.refetch()} />;
  return <>{children(bed.data)}</>;
}

/** The bed's patient, number and address above the phone and door screens. */
export function BedSummary({ bed }: { bed: SickbedView }) {
  return (
    <section className={styles.card} aria-label="家庭病床">
      <BedTitle bed={bed} />
      <div className={css.line}>住址：{bed.address}</div>
      <div className={css.line}>联系电话：{bed.tel}</div>
    </section>
  );
}
