import {
  childReferenceText,
  type DetectionType,
  detectionAdvice,
  MEASUREMENT_TYPE_INFO,
  type MeasurementView,
  type PatientView,
} from '@kanghu/shared';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useApp } from '../../app/app-context.ts';
import { TrendChart } from '../../lib/charts/TrendChart.tsx';
import styles from '../../ui/HealthScreen.module.css';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { ReadingList } from '../measurements/components/ReadingList.tsx';
import { useHistory } from '../measurements/queries.ts';
import { detectionTrendSpec } from './chart-spec.ts';
import { EntryPopup } from './components/EntryPopup.tsx';
import { LatestCard } from './components/LatestCard.tsx';
import { useDetectionContext } from './DetectionShell.tsx';
import { FAMILY_SPECS, withPatient } from './family.ts';

/**
 * One detection type of a child (/app/<family>/detection/<type>): the latest reading with its
 * grade, the children's reference and advice, entry, the 90-day trend with the reference bands
 * and the history. The type and family come from the shell (one screen for all of them).
 */
export default function DetectionTypeScreen() {
  const { family, type, patient } = useDetectionContext();
  return <Detection key={`${type}-${patient.id}`} family={family} type={type} patient={patient} />;
}

function Detection({
  family,
  type,
  patient,
}: {
  family: keyof typeof FAMILY_SPECS;
  type: DetectionType;
  patient: PatientView;
}) {
  const { ui } = useApp();
  const navigate = useNavigate();
  const [entering, setEntering] = useState(false);
  const history = useHistory(patient.id, type);
  const label = MEASUREMENT_TYPE_INFO[type].label;
  const report = FAMILY_SPECS[family].report;

  const onSaved = (row: MeasurementView) => {
    setEntering(false);
    const advice = detectionAdvice(type, row.level);
    if (row.abnormal) void ui.alert(`本次${label}：${row.levelLabel}。${advice}`, `${label}异常提醒`);
    else ui.toast(`保存成功：${row.levelLabel}`);
  };

  return (
    <>
      <div className={styles.actions}>
        <Button color="primary" size="large" shape="rounded" onClick={() => setEntering(true)}>
          录入{label}
        </Button>
        {report && (
          <Button size="large" shape="rounded" onClick={() => navigate(withPatient(report, patient.id))}>
            检测报告
          </Button>
        )}
      </div>
      {history.isPending ? (
        <LoadingState />
      ) : history.isError ? (
        <ErrorState message={errorMessage(history.error)} onRetry={() => void history.refetch()} />
      ) : history.data.list.length === 0 ? (
        <>
          <EmptyState title={`近90天暂无${label}记录，点击“录入${label}”添加`} />
          <Reference type={type} patient={patient} />
        </>
      ) : (
        <>
          <LatestCard type={type} row={history.data.list[0] as MeasurementView} patient={patient} />
          <section className={styles.card} aria-label={`${label}趋势`}>
            <h2 className={styles.cardTitle}>
              {label}趋势（{type === 'lipid' ? 'mmol/L，' : ''}近90天）
            </h2>
            <TrendChart
              spec={detectionTrendSpec(type, history.data.list, patient)}
              label={`${label}趋势图（近90天）`}
            />
          </section>
          <ReadingList rows={history.data.list} title={`历史记录（${history.data.list.length}条）`} />
        </>
      )}
      <EntryPopup
        type={type}
        patientId={patient.id}
        visible={entering}
        onClose={() => setEntering(false)}
        onSaved={onSaved}
      />
    </>
  );
}

/** The children's reference of a type when there is no reading yet. */
function Reference({ type, patient }: { type: DetectionType; patient: PatientView }) {
  const text = childReferenceText(type, patient, new Date());
  if (!text) return null;
  return <p className={styles.hint}>参考标准：{text}</p>;
}
