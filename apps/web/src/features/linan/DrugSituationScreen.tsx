import { chinaDay, dateTimeText, type PatientView } from '@kanghu/shared';
import { Tag } from 'antd-mobile';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { PatientScope } from '../../ui/PatientScope.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { splitCurrent, visitMedications } from './drug-situation.ts';
import css from './Linan.module.css';
import { LINAN_PATHS } from './paths.ts';
import { useFollowMedication, useMedicineRecords } from './queries.ts';

/**
 * 用药情况 (/app/linan/drugs/situation): the medication the family doctor recorded at the latest
 * follow-up visits (with 服药依从性 where recorded) and the patient's medication records.
 */
export default function DrugSituationScreen() {
  return (
    <main className={styles.page}>
      <PageBar title="用药情况" fallback={LINAN_PATHS.index} />
      <PatientScope>{(patient) => <Drugs patient={patient} />}</PatientScope>
    </main>
  );
}

const adherenceColor = (v: string | null) => (v === '规律' ? 'success' : v ? 'warning' : 'default');

function Drugs({ patient }: { patient: PatientView }) {
  const follow = useFollowMedication(patient.id);
  const meds = useMedicineRecords(patient.id);
  if (follow.isPending || meds.isPending) return <LoadingState />;
  if (follow.isError)
    return <ErrorState message={errorMessage(follow.error)} onRetry={() => void follow.refetch()} />;
  if (meds.isError)
    return <ErrorState message={errorMessage(meds.error)} onRetry={() => void meds.refetch()} />;
  const visits = visitMedications(follow.data.list);
  const { current, stopped } = splitCurrent(meds.data.list, chinaDay());
  const [latest, ...earlier] = visits;
  if (!latest && meds.data.list.length === 0)
    return (
      <EmptyState title="暂无用药记录">
        <p className={css.finding}>家庭医生随访时记录的用药情况会显示在这里。</p>
      </EmptyState>
    );
  return (
    <>
      {latest && (
        <section className={styles.card} aria-label="当前用药" data-testid="drugs-latest">
          <h2 className={styles.cardTitle}>当前用药（最近一次随访）</h2>
          <p className={css.finding}>{latest.medication ?? '未记录用药'}</p>
          <p className={css.finding}>
            服药依从性：
            {latest.adherence ? (
              <Tag color={adherenceColor(latest.adherence)} fill="outline">
                {latest.adherence}
              </Tag>
            ) : (
              '未记录'
            )}
          </p>
          {latest.adverse && <p className={css.finding}>药物不良反应：{latest.adverse}</p>}
          <p className={css.source}>
            {dateTimeText(latest.time)} 随访{latest.doctorName ? ` · ${latest.doctorName}` : ''}记录
          </p>
          {latest.adherence && latest.adherence !== '规律' && (
            <p className={css.alert}>未规律服药：请按医嘱服药，不要自行停药或减量，有疑问请联系家庭医生。</p>
          )}
        </section>
      )}
      {current.length > 0 && (
        <section className={styles.card} aria-label="用药记录">
          <h2 className={styles.cardTitle}>正在使用的药品</h2>
          {current.map((m) => (
            <div key={m.id} className={css.answer}>
              <span className={css.answerLabel}>{m.name}</span>
              <span className={css.answerValue}>
                {[m.dosage, m.frequency, m.usage].filter(Boolean).join(' · ') || '—'}（{m.startDate}起）
              </span>
            </div>
          ))}
        </section>
      )}
      {earlier.length > 0 && (
        <section className={styles.card} aria-label="既往随访用药">
          <h2 className={styles.cardTitle}>既往随访用药</h2>
          {earlier.map((v) => (
            <div key={v.recordId} className={css.answer}>
              <span className={css.answerLabel}>
                {dateTimeText(v.time)} {v.adherence ? `· ${v.adherence}` : ''}
              </span>
              <span className={css.answerValue}>{v.medication ?? '未记录用药'}</span>
            </div>
          ))}
        </section>
      )}
      {stopped.length > 0 && (
        <section className={styles.card} aria-label="已停用">
          <h2 className={styles.cardTitle}>已停用或未开始</h2>
          {stopped.map((m) => (
            <div key={m.id} className={css.answer}>
              <span className={css.answerLabel}>{m.name}</span>
              <span className={css.answerValue}>
                {m.startDate} 至 {m.endDate ?? '—'}
              </span>
            </div>
          ))}
        </section>
      )}
    </>
  );
}
