import { dateTimeText } from '@kanghu/shared';
import { List } from 'antd-mobile';
import { useState } from 'react';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { AiDistrictGate } from './AiDistrictGate.tsx';
import type { AiDistrict } from './context.ts';
import { PageButtons } from './PageButtons.tsx';
import { AI_SCREEN_PATHS } from './paths.ts';
import { WithResident } from './ResidentPick.tsx';
import { usePhysicsSigns } from './resident-queries.ts';

type Sign = {
  type: string;
  sbp: number | null;
  dbp: number | null;
  heart: number | null;
  bg: number | null;
  bgPeriod: string | null;
  height: number | null;
  weight: number | null;
  bmi: number | null;
  temperature: number | null;
};

/** The reading as one line, with units. */
function signText(s: Sign): string {
  const parts: string[] = [];
  if (s.sbp !== null && s.dbp !== null) parts.push(`血压 ${s.sbp}/${s.dbp} mmHg`);
  if (s.heart !== null) parts.push(`心率 ${s.heart} 次/分`);
  if (s.bg !== null) parts.push(`血糖 ${s.bg} mmol/L${s.bgPeriod ? `（${s.bgPeriod}）` : ''}`);
  if (s.weight !== null) parts.push(`体重 ${s.weight} kg`);
  if (s.height !== null) parts.push(`身高 ${s.height} cm`);
  if (s.bmi !== null) parts.push(`BMI ${s.bmi}`);
  if (s.temperature !== null) parts.push(`体温 ${s.temperature} ℃`);
  return parts.join('，') || s.type;
}

/** /app/ai/patient/physical/record (体征记录): the resident's readings (physics/sign/list, 15 a page). */
export default function PhysicalRecordScreen() {
  return (
    <main className={styles.page}>
      <PageBar title="体征记录" fallback={AI_SCREEN_PATHS.find} />
      <AiDistrictGate>
        {(d) => <WithResident district={d}>{(id) => <Signs district={d} patientId={id} />}</WithResident>}
      </AiDistrictGate>
    </main>
  );
}

function Signs({ district, patientId }: { district: AiDistrict; patientId: number }) {
  const [pageNo, setPageNo] = useState(1);
  const list = usePhysicsSigns(district, patientId, pageNo);
  if (list.isPending) return <LoadingState />;
  if (list.isError)
    return <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />;
  if (list.data.list.length === 0) return <EmptyState title="暂无体征记录" />;
  return (
    <>
      <List header={`共${list.data.total}条`}>
        {list.data.list.map((s) => (
          <List.Item
            key={s.id}
            description={dateTimeText(s.time)}
            extra={<span className={s.abnormal ? styles.abnormal : undefined}>{s.levelLabel}</span>}
          >
            {signText(s)}
          </List.Item>
        ))}
      </List>
      <PageButtons page={list.data} onPage={setPageNo} />
    </>
  );
}
