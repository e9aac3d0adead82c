import { AUDIT_RETENTION_MIN_DAYS, type PatientView } from '@kanghu/shared';
import { Button, List } from 'antd-mobile';
import { useApp } from '../../app/app-context.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { PatientScope } from '../../ui/PatientScope.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import own from './Audit.module.css';
import { AuditEntryItem } from './AuditEntryItem.tsx';
import { AUDIT_PATHS } from './paths.ts';
import { useExportPatient, usePatientAccess } from './queries.ts';

/**
 * 查看记录 (from settings): who else opened or changed the current patient's records, and the
 * download of everything stored about the patient (PIPL art. 45).
 */
export default function AccessRecordScreen() {
  return (
    <main className={styles.page}>
      <PageBar title="查看记录" fallback={AUDIT_PATHS.settings} />
      <PatientScope>{(patient) => <AccessRecords patient={patient} />}</PatientScope>
    </main>
  );
}

function AccessRecords({ patient }: { patient: PatientView }) {
  const { ui } = useApp();
  const records = usePatientAccess(patient.id);
  const exporter = useExportPatient();
  const onExport = () =>
    exporter.mutate(patient.id, {
      onSuccess: (filename) => ui.toast(`已导出 ${filename}`),
    });
  return (
    <>
      <p className={own.intro}>
        医生、助理、管理员和其他家属查看或修改{patient.name}
        的健康档案时，系统都会留下记录（保存至少{AUDIT_RETENTION_MIN_DAYS}天）。您本人的操作不在此列出。
      </p>
      <div className={own.actions}>
        <Button color="primary" fill="outline" loading={exporter.isPending} onClick={onExport}>
          导出{patient.name}的全部数据
        </Button>
      </div>
      <AccessList records={records} />
    </>
  );
}

function AccessList({ records }: { records: ReturnType<typeof usePatientAccess> }) {
  if (records.isPending) return <LoadingState />;
  if (records.isError) {
    return <ErrorState message={errorMessage(records.error)} onRetry={() => void records.refetch()} />;
  }
  const entries = records.data.pages.flatMap((page) => page.list);
  if (entries.length === 0) return <EmptyState title="暂无他人查看记录" />;
  return (
    <>
      <List aria-label="查看记录">
        {entries.map((entry) => (
          <AuditEntryItem key={entry.id} entry={entry} />
        ))}
      </List>
      {records.hasNextPage && (
        <Button
          className={own.more}
          block
          loading={records.isFetchingNextPage}
          onClick={() => void records.fetchNextPage()}
        >
          加载更多
        </Button>
      )}
    </>
  );
}
