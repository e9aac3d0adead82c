import { useParams, useSearchParams } from 'react-router';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { Attachments } from './Attachments.tsx';
import { docTypeLabel } from './diagnosis-text.ts';
import { RECORD_PATHS } from './paths.ts';
import { idFrom, useDiagnosisRecord } from './queries.ts';

/** The documents of one group of a diagnosis record (/…/diagnosis/record/document/detail/:type?id=). */
export default function DiagnosisDocumentScreen() {
  const [params] = useSearchParams();
  const { type } = useParams();
  const id = idFrom(params);
  const docType = Number(type);
  const label = docTypeLabel(docType);
  const record = useDiagnosisRecord(label ? id : null);
  const fallback = id ? `${RECORD_PATHS.diagnosis}?id=${id}` : RECORD_PATHS.diagnosis;
  const docs = record.data?.docList.filter((d) => d.type === docType) ?? [];
  return (
    <main className={styles.page}>
      <PageBar title={label ?? '就诊资料'} fallback={fallback} />
      {id === null || label === null ? (
        <EmptyState title="资料不存在" />
      ) : record.isPending ? (
        <LoadingState />
      ) : record.isError ? (
        <ErrorState message={errorMessage(record.error)} onRetry={() => void record.refetch()} />
      ) : docs.length === 0 ? (
        <EmptyState title={`暂无${label}`} />
      ) : (
        <section className={styles.card} aria-label={label}>
          <Attachments files={docs} />
        </section>
      )}
    </main>
  );
}
