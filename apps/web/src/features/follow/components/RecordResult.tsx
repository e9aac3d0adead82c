import { dateTimeText, type FollowRecordView } from '@kanghu/shared';
import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router';
import styles from '../../../ui/HealthScreen.module.css';
import css from '../Follow.module.css';
import { transferAddPath } from '../paths.ts';

const TITLES = {
  urgent: '建议紧急转诊',
  suggested: '建议转诊到上级医院',
  none: '无需转诊',
} as const;

/**
 * The assessment of a visit: the referral suggestion of the national rules (with the reasons and
 * the rule's source), the next visit, and — for doctors — the button to the referral form.
 */
export function ReferralBanner({ record, doctor }: { record: FollowRecordView; doctor: boolean }) {
  const navigate = useNavigate();
  // Not controlled (or a drug reaction) without referral still means a visit within 2 weeks: amber.
  const watch = record.referral === 'none' && (record.classification === 2 || record.classification === 3);
  const tone = watch ? 'suggested' : record.referral;
  return (
    <section className={`${css.banner} ${css[tone]}`} aria-label="转诊建议" data-testid="referral-banner">
      <div className={css.bannerTitle}>
        {TITLES[record.referral]}
        {watch ? '，2周内再次随访' : ''}
      </div>
      {record.classificationName && <div>此次随访分类：{record.classificationName}</div>}
      {record.reasons.length > 0 && (
        <ul className={css.reasons}>
          {record.reasons.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      )}
      {record.nextFollowDate && (
        <div>
          下次随访：{record.nextFollowDate}
          {record.weeks !== null && `（${record.weeks}周内）`}
        </div>
      )}
      <div className={css.line}>依据：{record.ruleSource}</div>
      {doctor && record.referral !== 'none' && (
        <div className={css.actions}>
          <Button color="danger" size="small" onClick={() => navigate(transferAddPath(record.patientId))}>
            发起转诊
          </Button>
        </div>
      )}
    </section>
  );
}

/** The visit's form as recorded, its graded readings first. */
export function RecordLines({ record }: { record: FollowRecordView }) {
  const abnormal = new Set(record.readings.filter((m) => m.abnormal).map((m) => m.type));
  return (
    <section className={styles.card} aria-label="随访记录">
      <div className={styles.cardTitle}>
        <span>随访记录</span>
        <span className={css.line}>{dateTimeText(record.time)}</span>
      </div>
      <div className={css.line}>
        {record.doctorName ?? '医生'} · {record.wayName}
        {record.diseaseName ? ` · ${record.diseaseName}` : ''}
      </div>
      {record.formList
        .filter((l) => l.key !== 'way')
        .map((l) => (
          <div key={l.key} className={css.kv}>
            <span>{l.label}</span>
            <span className={abnormal.has(l.key) ? css.abnormal : undefined}>{l.value}</span>
          </div>
        ))}
    </section>
  );
}
