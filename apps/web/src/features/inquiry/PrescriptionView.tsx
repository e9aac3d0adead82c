import { dateTimeText, type PrescriptionKind, type PrescriptionView } from '@kanghu/shared';
import { useSearchParams } from 'react-router';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import styles from './Consult.module.css';
import { INQUIRY_PATHS, idParam, orderDetailPath } from './paths.ts';
import { usePrescription } from './queries.ts';

const TEXT: Record<PrescriptionKind, { title: string; empty: string; items: string }> = {
  recipe: { title: '处方', empty: '医生暂未开具处方', items: '药品' },
  test: { title: '检验检查单', empty: '医生暂未开具检验检查单', items: '检验检查项目' },
};

/** The recipe or test screen of an order (?id= the inquiry order). */
export function PrescriptionScreen({ kind }: { kind: PrescriptionKind }) {
  const [params] = useSearchParams();
  const id = idParam(params);
  const doc = usePrescription(id, kind);
  const text = TEXT[kind];
  let body: React.ReactNode;
  if (id === null) body = <EmptyState title="订单不存在" />;
  else if (doc.isPending) body = <LoadingState />;
  else if (doc.isError)
    body = <ErrorState message={errorMessage(doc.error)} onRetry={() => void doc.refetch()} />;
  else if (doc.data === null) body = <EmptyState title={text.empty} />;
  else body = <Sheet doc={doc.data} />;
  return (
    <main className={styles.page}>
      <PageBar title={text.title} fallback={id ? orderDetailPath(id) : INQUIRY_PATHS.orderList} />
      {body}
    </main>
  );
}

function Sheet({ doc }: { doc: PrescriptionView }) {
  const text = TEXT[doc.kind];
  return (
    <>
      <section className={styles.card} aria-label={text.title}>
        <h1 className={`${styles.title} ${styles.center}`}>互联网医院{text.title}</h1>
        <div className={styles.row}>
          <span className={styles.label}>就诊人</span>
          <span className={styles.value}>{doc.patientName ?? ''}</span>
        </div>
        <div className={styles.row}>
          <span className={styles.label}>开具医生</span>
          <span className={styles.value}>{doc.doctorName ?? ''}</span>
        </div>
        <div className={styles.row}>
          <span className={styles.label}>开具时间</span>
          <span className={styles.value}>{dateTimeText(doc.updatedAt)}</span>
        </div>
        <div className={styles.row}>
          <span className={styles.label}>订单编号</span>
          <span className={styles.value}>{doc.orderNo}</span>
        </div>
        <div className={styles.row}>
          <span className={styles.label}>诊断</span>
          <span className={styles.value} data-testid="prescription-diagnosis">
            {doc.diagnosis}
          </span>
        </div>
      </section>
      <section className={styles.card} aria-label={text.items}>
        <h2 className={styles.title}>{text.items}</h2>
        <ol style={{ margin: 0, paddingLeft: '0.4rem' }}>
          {doc.items.map((item, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: items have no id and never reorder
            <li key={i} style={{ padding: '0.12rem 0', fontSize: 'var(--app-font-body)' }}>
              <div className={styles.head} style={{ marginBottom: 0 }}>
                <span className={styles.name}>{item.name}</span>
                {item.quantity && <span>{item.quantity}</span>}
              </div>
              {item.spec && <div className={styles.weak}>规格：{item.spec}</div>}
              {item.usage && <div className={styles.weak}>用法：{item.usage}</div>}
            </li>
          ))}
        </ol>
      </section>
      {doc.advice && (
        <section className={styles.card} aria-label="医嘱">
          <h2 className={styles.title}>医嘱</h2>
          <p className={styles.text}>{doc.advice}</p>
        </section>
      )}
    </>
  );
}
