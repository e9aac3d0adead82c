import type { MeasurementView, PatientView } from '@kanghu/shared';
import { Button, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useApp } from '../../app/app-context.ts';
import { MEASURE_PATHS, PATIENT_PATHS } from '../../app/paths.ts';
import styles from '../../ui/HealthScreen.module.css';
import { BarLink, PageBar } from '../../ui/PageBar.tsx';
import { PatientScope } from '../../ui/PatientScope.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { BluetoothMeasureButton } from '../devices/BluetoothMeasureButton.tsx';
import { BpEntryPopup } from './components/BpEntryPopup.tsx';
import { BpTrend } from './components/BpTrend.tsx';
import { ReadingList } from './components/ReadingList.tsx';
import { formatDateTime, periodLabel, SOURCE_LABELS } from './format.ts';
import { useHistory } from './queries.ts';

/**
 * Blood pressure (/health/patient/blood/pressure/detail, also common/blood/pressure and
 * common/yk/blood/pressure): the latest reading with its grade, the 90-day trend with the grade
 * bands, hand entry, and the history.
 */
export default function BloodPressureScreen() {
  return (
    <main className={styles.page}>
      <PageBar
        title="血压记录"
        fallback={PATIENT_PATHS.home}
        right={<BarLink to={MEASURE_PATHS.bpReports} label="健康报告" size="small" />}
      />
      <PatientScope>{(patient) => <BloodPressure patient={patient} />}</PatientScope>
    </main>
  );
}

function BloodPressure({ patient }: { patient: PatientView }) {
  const { ui } = useApp();
  const navigate = useNavigate();
  const [entering, setEntering] = useState(false);
  const history = useHistory(patient.id, 'bp');

  const onSaved = (row: MeasurementView) => {
    setEntering(false);
    if (row.abnormal) void ui.alert(`本次血压：${row.levelLabel}，已通知您的签约医生。`, '血压异常提醒');
    else ui.toast(`保存成功：${row.levelLabel}`);
  };

  return (
    <>
      <div className={styles.actions}>
        <Button color="primary" size="large" shape="rounded" onClick={() => setEntering(true)}>
          手动录入
        </Button>
        <BluetoothMeasureButton patientId={patient.id} onSaved={onSaved} />
        <Button
          size="large"
          shape="rounded"
          onClick={() => navigate(`${MEASURE_PATHS.bpReport}?patientId=${patient.id}`)}
        >
          查看报告
        </Button>
      </div>
      {history.isPending ? (
        <LoadingState />
      ) : history.isError ? (
        <ErrorState message={errorMessage(history.error)} onRetry={() => void history.refetch()} />
      ) : history.data.list.length === 0 ? (
        <EmptyState title="近90天暂无血压记录，点击“手动录入”添加" />
      ) : (
        <>
          <Latest row={history.data.list[0] as MeasurementView} />
          <section className={styles.card} aria-label="血压趋势">
            <h2 className={styles.cardTitle}>血压趋势（近90天）</h2>
            <BpTrend rows={history.data.list} />
          </section>
          <ReadingList rows={history.data.list} title={`历史记录（${history.data.list.length}条）`} />
        </>
      )}
      <BpEntryPopup
        patientId={patient.id}
        visible={entering}
        onClose={() => setEntering(false)}
        onSaved={onSaved}
      />
    </>
  );
}

function Latest({ row }: { row: MeasurementView }) {
  const period = periodLabel('bp', row.period);
  return (
    <section className={styles.card} aria-label="最近一次血压">
      <h2 className={styles.cardTitle}>
        <span>最近一次</span>
        <Tag color={row.abnormal ? 'danger' : row.level === 'normal' ? 'success' : 'warning'}>
          {row.levelLabel}
        </Tag>
      </h2>
      <div className={styles.latest}>
        <span className={`${styles.big} ${row.abnormal ? styles.bigAbnormal : ''}`} data-testid="latest-bp">
          {row.values.systolic}/{row.values.diastolic}
        </span>
        <span className={styles.unit}>mmHg</span>
        {row.values.heartRate !== undefined && (
          <span className={styles.unit}>心率 {row.values.heartRate} 次/分</span>
        )}
      </div>
      <div className={styles.meta}>
        {formatDateTime(row.measureTime)}
        {period && ` · ${period}`} · {SOURCE_LABELS[row.source]}
      </div>
    </section>
  );
}
