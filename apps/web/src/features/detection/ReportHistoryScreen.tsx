import type { PatientView } from '@kanghu/shared';
import { List, Tag } from 'antd-mobile';
import { useLocation, useNavigate } from 'react-router';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { monthTitle } from '../measurements/report-text.ts';
import { ChildScope } from './components/ChildScope.tsx';
import {
  DETECTION_TITLES,
  type DetectionFamily,
  detectionPath,
  FAMILY_SPECS,
  familyOfPath,
  withPatient,
} from './family.ts';
import { useDetectionHistory } from './queries.ts';

/** Report history (/app/yuhang/report/index/history): one report per month with readings, newest first. */
export default function DetectionReportHistoryScreen() {
  const family = familyOfPath(useLocation().pathname);
  return (
    <main className={styles.page}>
      <PageBar title="历史报告" fallback={FAMILY_SPECS[family].report ?? detectionPath(family, 'bp')} />
      <ChildScope>{(patient) => <History family={family} patient={patient} />}</ChildScope>
    </main>
  );
}

function History({ family, patient }: { family: DetectionFamily; patient: PatientView }) {
  const navigate = useNavigate();
  const history = useDetectionHistory(patient.id, FAMILY_SPECS[family].types);
  const report = FAMILY_SPECS[family].report ?? detectionPath(family, 'bp');
  if (history.isPending) return <LoadingState />;
  if (history.isError)
    return <ErrorState message={errorMessage(history.error)} onRetry={() => void history.refetch()} />;
  if (history.data.length === 0) return <EmptyState title="近12个月暂无检测报告" />;
  return (
    <List className={styles.list} header="近12个月的检测报告" aria-label="检测报告历史">
      {history.data.map((m) => (
        <List.Item
          key={m.month}
          data-testid="report-history-row"
          onClick={() => navigate(withPatient(report, patient.id, { month: m.month }))}
          description={
            <div className={styles.rowMeta}>
              {m.types.map((t) => DETECTION_TITLES[t]).join('、')} · 共{m.count}次
              {m.abnormalCount > 0 && `，异常${m.abnormalCount}次`}
            </div>
          }
          extra={
            m.worstLevel && m.worstLevel !== 'normal' ? (
              <Tag color={m.abnormalCount > 0 ? 'danger' : 'warning'} fill="outline">
                {m.worstLabel}
              </Tag>
            ) : (
              <Tag color="success" fill="outline">
                正常
              </Tag>
            )
          }
        >
          <span className={styles.row}>{monthTitle(m.month)}检测报告</span>
        </List.Item>
      ))}
    </List>
  );
}
