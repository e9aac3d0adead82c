import type { PatientView } from '@kanghu/shared';
import { Tag } from 'antd-mobile';
import { dateTimeText } from '../../ui/format.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { PatientScope } from '../../ui/PatientScope.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { Attachments } from '../records/Attachments.tsx';
import { YUHANG_PATHS } from './paths.ts';
import { useFoodReport } from './queries.ts';

/** 食物不耐受报告 (/app/yuhang/report/food): the resident's food-intolerance test records. */
export default function FoodReportScreen() {
  return (
    <main className={styles.page}>
      <PageBar title="食物不耐受报告" fallback={YUHANG_PATHS.index} />
      <PatientScope>{(patient) => <Food patient={patient} />}</PatientScope>
    </main>
  );
}

function Food({ patient }: { patient: PatientView }) {
  const report = useFoodReport(patient.id);
  if (report.isPending) return <LoadingState />;
  if (report.isError)
    return <ErrorState message={errorMessage(report.error)} onRetry={() => void report.refetch()} />;
  const { records, note } = report.data;
  return (
    <>
      {records.length === 0 ? (
        <EmptyState title="暂无食物不耐受检测记录" />
      ) : (
        records.map((r) => (
          <section key={r.id} className={styles.card} data-testid="food-record">
            <h2 className={styles.cardTitle}>
              {r.itemName}
              <Tag color={r.abnormal ? 'danger' : 'success'}>{r.abnormal ? '有不耐受' : '未见异常'}</Tag>
            </h2>
            <p className={styles.meta}>
              {[r.orgName, dateTimeText(r.checkTime)].filter(Boolean).join(' · ')}
            </p>
            {r.result && <p style={{ lineHeight: 1.6 }}>{r.result}</p>}
            {r.attachments.length > 0 && <Attachments files={r.attachments} />}
          </section>
        ))
      )}
      <p className={styles.hint}>{note}</p>
    </>
  );
}
