import { Collapse, Tabs } from 'antd-mobile';
import { useState } from 'react';
import health from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { SessionGate } from '../../ui/SessionGate.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { type ReportType, useMonthlyReports } from '../measurements/queries.ts';
import { averageText, ReportStats } from './components/ReportStats.tsx';
import { usePatientParam } from './PatientInfoScreen.tsx';
import { DOCTOR_PATIENT_PATHS } from './paths.ts';

/** 健康报告 (patient/report): the patient's monthly blood-pressure and glucose reports. */
export default function PatientReportScreen() {
  const id = usePatientParam();
  const [type, setType] = useState<ReportType>('bp');
  return (
    <main className={health.page}>
      <PageBar title="健康报告" fallback={DOCTOR_PATIENT_PATHS.list} />
      <Tabs className={health.tabs} activeKey={type} onChange={(k) => setType(k as ReportType)}>
        <Tabs.Tab key="bp" title="血压月报" />
        <Tabs.Tab key="bg" title="血糖月报" />
      </Tabs>
      <SessionGate>
        {() => (id === null ? <ErrorState message="患者不存在" /> : <Monthly id={id} type={type} />)}
      </SessionGate>
    </main>
  );
}

function Monthly({ id, type }: { id: number; type: ReportType }) {
  const months = useMonthlyReports(id, type);
  if (months.isPending) return <LoadingState />;
  if (months.isError)
    return <ErrorState message={errorMessage(months.error)} onRetry={() => void months.refetch()} />;
  if (months.data.length === 0) return <EmptyState title="暂无月度报告" />;
  return (
    <section className={health.card} aria-label="月度报告">
      <Collapse defaultActiveKey={[months.data[0]?.month ?? '']}>
        {months.data.map((m) => (
          <Collapse.Panel
            key={m.month}
            title={`${m.month.slice(0, 4)}年${m.month.slice(4)}月 · ${m.count}次 · 均值 ${averageText(m)}`}
          >
            <ReportStats r={m} />
          </Collapse.Panel>
        ))}
      </Collapse>
    </section>
  );
}
