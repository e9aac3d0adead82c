import { dateTimeText, type PatientView } from '@kanghu/shared';
import { Button, List, Tag } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { PATIENT_PATHS } from '../../app/paths.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { PatientScope } from '../../ui/PatientScope.tsx';
import { EmptyState, LoadingState } from '../../ui/StateViews.tsx';
import css from './CommonPages.module.css';
import { COMMON_PAGE_PATHS } from './paths.ts';
import { type ReportModule, useReportModules } from './report-modules.ts';

/**
 * The current patient's health-report hub (/app/common/report/module): each report module with
 * the patient's newest report in it, opening the module's own screen; an empty state with the
 * sample report when the patient has no report yet.
 */
export default function ReportModuleScreen() {
  return (
    <main className={css.page}>
      <PageBar title="健康报告" fallback={PATIENT_PATHS.home} />
      <PatientScope>{(patient) => <Modules patient={patient} />}</PatientScope>
    </main>
  );
}

function Modules({ patient }: { patient: PatientView }) {
  const navigate = useNavigate();
  const modules = useReportModules(patient.id);
  const sample = (
    <Button color="primary" fill="outline" onClick={() => navigate(COMMON_PAGE_PATHS.demonstrationReport)}>
      看看示例报告
    </Button>
  );
  if (modules.every((m) => m.pending)) return <LoadingState />;
  const settled = modules.every((m) => !m.pending && !m.failed);
  if (settled && modules.every((m) => m.latest === null))
    return (
      <EmptyState title={`${patient.name}还没有健康报告，记录血压、完成问卷或上传检查结果后即可查看`}>
        {sample}
      </EmptyState>
    );
  return (
    <>
      <List className={`${styles.list} ${css.modules}`} header="我的报告">
        {modules.map((m) => (
          <List.Item
            key={m.key}
            onClick={() => navigate(m.path)}
            description={<span className={styles.rowMeta}>{m.description}</span>}
            extra={<Latest module={m} />}
          >
            <span className={styles.row} data-testid={`report-module-${m.key}`}>
              {m.title}
            </span>
          </List.Item>
        ))}
      </List>
      <div className={css.actions}>
        <Button
          block
          fill="outline"
          color="primary"
          onClick={() => navigate(COMMON_PAGE_PATHS.demonstrationReport)}
        >
          看看示例报告
        </Button>
      </div>
    </>
  );
}

function Latest({ module: m }: { module: ReportModule }) {
  if (m.pending) return <span className={css.moduleDate}>加载中…</span>;
  if (m.failed)
    return (
      <Tag color="danger" fill="outline">
        加载失败
      </Tag>
    );
  if (!m.latest) return <span className={css.moduleDate}>暂无报告</span>;
  return (
    <span className={css.moduleDate} data-testid={`report-latest-${m.key}`}>
      最近 {dateTimeText(m.latest).slice(0, 10)}
    </span>
  );
}
