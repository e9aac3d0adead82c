import { List } from 'antd-mobile';
import { useSearchParams } from 'react-router';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { AiDistrictGate } from './AiDistrictGate.tsx';
import type { AiDistrict } from './context.ts';
import { useRiskPrediction } from './list-queries.ts';
import { AI_SCREEN_PATHS } from './paths.ts';
import { ResidentLine } from './ResidentLine.tsx';

const ITEM_LABELS: Record<string, string> = {
  age: '年龄',
  sex: '性别',
  bmi: 'BMI',
  sbp: '收缩压',
  waist: '腰围',
  familyHistory: '糖尿病家族史',
};

/**
 * /app/ai/risk/profile and /app/ai/patient/high/manage/detail: the resident's risk from the
 * published models that could be computed, each shown with its name, source and the items.
 */
/** Said on the screen so no one reads the absence of a cardiovascular risk as a low one. */
const CHINA_PAR_NOTE =
  'China-PAR（10年动脉粥样硬化性心血管病风险）暂不计算：其公式系数尚未与原文（Yang 等，Circulation 2016）核对。';

export default function RiskProfileScreen() {
  const [params] = useSearchParams();
  const patientId = Number(params.get('patientId') ?? 0);
  return (
    <main className={styles.page}>
      <PageBar title="风险评估" fallback={AI_SCREEN_PATHS.highRisk} />
      <AiDistrictGate>{(d) => <Profile district={d} patientId={patientId} />}</AiDistrictGate>
    </main>
  );
}

function Profile({ district, patientId }: { district: AiDistrict; patientId: number }) {
  const risk = useRiskPrediction(district, patientId);
  if (risk.isPending) return <LoadingState />;
  if (risk.isError)
    return <ErrorState message={errorMessage(risk.error)} onRetry={() => void risk.refetch()} />;
  return (
    <>
      <section className={styles.card}>
        <ResidentLine r={risk.data.resident} />
      </section>
      {risk.data.models.map((m) => (
        <List key={m.key} header={m.name}>
          <List.Item extra={m.highRisk ? <span className={styles.abnormal}>高风险</span> : null}>
            {m.scoreText}
          </List.Item>
          {Object.entries(m.items).map(([k, v]) => (
            <List.Item key={k} extra={`${v}分`}>
              {ITEM_LABELS[k] ?? k}
            </List.Item>
          ))}
          <List.Item description={`来源：${m.source}`}>{m.note}</List.Item>
        </List>
      ))}
      <p className={styles.hint}>{CHINA_PAR_NOTE}</p>
    </>
  );
}
