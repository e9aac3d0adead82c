import { dateTimeText, type ReferralView } from '@kanghu/shared';
import { Tag } from 'antd-mobile';
import { Link } from 'react-router';
import styles from '../../ui/HealthScreen.module.css';
import css from '../care/Care.module.css';
import { referralDetailPath } from './paths.ts';

const COLORS: Record<number, 'warning' | 'primary' | 'danger' | 'success' | 'default'> = {
  0: 'warning',
  1: 'primary',
  2: 'danger',
  3: 'success',
  4: 'default',
};

export function ReferralStateTag({ r }: { r: Pick<ReferralView, 'referralState' | 'stateLabel'> }) {
  return (
    <Tag color={COLORS[r.referralState] ?? 'default'} fill="outline" data-testid="referral-state">
      {r.stateLabel}
    </Tag>
  );
}

const SEX = ['', '男', '女'];

/** "张三 女 76岁". */
export function personLine(name: string, sex: number | null, age: number | null): string {
  return [name, SEX[sex ?? 0] ?? '', age === null ? '' : `${age}岁`].filter(Boolean).join(' ');
}

export const patientLine = (r: ReferralView) => personLine(r.patientName, r.patientSex, r.patientAge);

/** One referral in a list: who, where to or from, why, when; opens the detail. */
export function ReferralCard({ r, direction }: { r: ReferralView; direction: 'in' | 'out' }) {
  return (
    <Link
      to={referralDetailPath(r.id)}
      className={styles.card}
      style={{ display: 'block', color: 'inherit', textDecoration: 'none' }}
      data-testid="referral-card"
    >
      <div className={css.head}>
        <span className={css.title}>{patientLine(r)}</span>
        <ReferralStateTag r={r} />
      </div>
      <div className={css.line}>
        {direction === 'in' ? `转出：${r.doctorName ?? ''}（${r.orgName ?? ''}）` : `转至：${r.targetLabel}`}
        　{r.referralTypeLabel}
      </div>
      <div className={css.line}>初步诊断：{r.diseaseDiagnose}</div>
      <div className={css.line}>发起时间：{dateTimeText(r.createdAt)}</div>
    </Link>
  );
}
