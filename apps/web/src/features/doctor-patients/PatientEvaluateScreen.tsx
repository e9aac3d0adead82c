import { useState } from 'react';
import health from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { SessionGate } from '../../ui/SessionGate.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { lastDays, type ReportType, useReport } from '../measurements/queries.ts';
import { ReportStats } from './components/ReportStats.tsx';
import { usePatientParam } from './PatientInfoScreen.tsx';
import { DOCTOR_PATIENT_PATHS } from './paths.ts';
import { usePatientOverview } from './queries.ts';

const TITLES: Record<ReportType, string> = { bp: '血压控制（近90天）', bg: '血糖控制（近90天）' };

/**
 * 健康评估 (patient/evaluate): the last 90 days of blood pressure and glucose against the shared
 * range table: readings, abnormal readings, share not flagged, averages, readings per grade.
 */
export default function PatientEvaluateScreen() {
  const id = usePatientParam();
  return (
    <main className={health.page}>
      <PageBar title="健康评估" fallback={DOCTOR_PATIENT_PATHS.list} />
      <SessionGate>
        {() => (id === null ? <ErrorState message="患者不存在" /> : <Evaluate id={id} />)}
      </SessionGate>
    </main>
  );
}

function Evaluate({ id }: { id: number }) {
  const overview = usePatientOverview(id);
  const [range] = useState(() => lastDays(90));
  return (
    <>
      {overview.data && (
        <section className={health.card} aria-label="患者">
          <h2 className={health.cardTitle}>{overview.data.patient.name}</h2>
          <div className={health.meta}>
            {overview.data.patient.diseases.map((d) => `${d.name}·${d.levelName}`).join('，') ||
              '未设置疾病分组'}
          </div>
        </section>
      )}
      {(['bp', 'bg'] as const).map((type) => (
        <TypeEvaluation key={type} id={id} type={type} range={range} />
      ))}
      <p className={health.hint}>
        分级依据：《中国高血压防治指南（2018年修订版）》、《中国2型糖尿病防治指南（2020年版）》。“未见异常占比”为未被判为异常的读数所占比例，供随访参考，不作为诊断。
      </p>
    </>
  );
}

function TypeEvaluation({
  id,
  type,
  range,
}: {
  id: number;
  type: ReportType;
  range: ReturnType<typeof lastDays>;
}) {
  const report = useReport(id, type, range);
  return (
    <section className={health.card} aria-label={TITLES[type]}>
      <h2 className={health.cardTitle}>{TITLES[type]}</h2>
      {report.isPending ? (
        <LoadingState />
      ) : report.isError ? (
        <ErrorState message={errorMessage(report.error)} onRetry={() => void report.refetch()} />
      ) : report.data.count === 0 ? (
        <EmptyState title="近90天暂无记录" />
      ) : (
        <ReportStats r={report.data} />
      )}
    </section>
  );
}
