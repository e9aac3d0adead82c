import { CHECK_KIND_LABELS, CHECK_KINDS, type CheckKind } from '@kanghu/shared';
import { Button, List, Tabs, Tag } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import { PATIENT_PATHS } from '../../app/paths.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { PatientScope } from '../../ui/PatientScope.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { formatDateTime } from '../measurements/format.ts';
import { checkDetailPath, RECORD_PATHS } from './paths.ts';
import { useCheckRecords } from './queries.ts';

type Filter = CheckKind | 'all';
const FILTERS: readonly Filter[] = ['all', ...CHECK_KINDS];
const filterLabel = (f: Filter) => (f === 'all' ? '全部' : CHECK_KIND_LABELS[f]);

/** Check and inspection records (/health/patient/check/and/inspection?kind=). */
export default function CheckListScreen() {
  const [params, setParams] = useSearchParams();
  const kind = FILTERS.find((f) => f === params.get('kind')) ?? 'all';
  const choose = (key: string) => {
    const next = new URLSearchParams(params);
    next.set('kind', key);
    setParams(next, { replace: true });
  };
  return (
    <main className={styles.page}>
      <PageBar title="检查检验" fallback={PATIENT_PATHS.home} />
      <PatientScope>
        {(patient) => (
          <>
            <Tabs className={styles.tabs} activeKey={kind} onChange={choose}>
              {FILTERS.map((f) => (
                <Tabs.Tab key={f} title={filterLabel(f)} />
              ))}
            </Tabs>
            <CheckList patientId={patient.id} kind={kind} />
          </>
        )}
      </PatientScope>
    </main>
  );
}

function CheckList({ patientId, kind }: { patientId: number; kind: Filter }) {
  const navigate = useNavigate();
  const records = useCheckRecords(patientId, kind);
  const add = (
    <div className={styles.actions}>
      <Button
        color="primary"
        size="large"
        shape="rounded"
        onClick={() => navigate(`${RECORD_PATHS.checkAdd}?patientId=${patientId}`)}
      >
        添加检查检验记录
      </Button>
    </div>
  );
  if (records.isPending) return <LoadingState />;
  if (records.isError) {
    return <ErrorState message={errorMessage(records.error)} onRetry={() => void records.refetch()} />;
  }
  if (records.data.list.length === 0) {
    return (
      <>
        {add}
        <EmptyState title={`暂无${kind === 'all' ? '检查检验' : CHECK_KIND_LABELS[kind]}记录`} />
      </>
    );
  }
  return (
    <>
      {add}
      <List className={styles.list} header={`共${records.data.total}条记录`} aria-label="检查检验记录">
        {records.data.list.map((r) => (
          <List.Item
            key={r.id}
            data-testid="check-row"
            onClick={() => navigate(checkDetailPath(r.id))}
            description={
              <div className={styles.rowMeta}>
                <div>{formatDateTime(r.checkTime)}</div>
                {r.orgName && <div>{r.orgName}</div>}
                {r.attachments.length > 0 && <div>附件 {r.attachments.length} 个</div>}
              </div>
            }
            extra={
              <Tag color={r.abnormal ? 'danger' : 'success'} fill="outline">
                {r.abnormal ? '异常' : '正常'}
              </Tag>
            }
          >
            <span className={styles.row}>
              <Tag color="primary">{CHECK_KIND_LABELS[r.kind]}</Tag>
              {r.itemName}
            </span>
          </List.Item>
        ))}
      </List>
    </>
  );
}
