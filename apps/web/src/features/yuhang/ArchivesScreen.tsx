import type { PatientView } from '@kanghu/shared';
import { Tabs } from 'antd-mobile';
import { useState } from 'react';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { PatientScope } from '../../ui/PatientScope.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { LocalNotice } from './LocalNotice.tsx';
import { YUHANG_PATHS } from './paths.ts';
import { useLocalInfo } from './queries.ts';
import { RecordCard } from './RecordCard.tsx';
import { ofKind, RECORD_KIND_LABELS } from './record-kinds.ts';

const KINDS = ['health', 'medical', 'report', 'prescription'] as const;

/** 健康档案 (/app/yuhang/health/archives): the resident's basic data and local records by kind. */
export default function ArchivesScreen() {
  return (
    <main className={styles.page}>
      <PageBar title="健康档案" fallback={YUHANG_PATHS.index} />
      <PatientScope>{(patient) => <Archives patient={patient} />}</PatientScope>
    </main>
  );
}

const SEX = ['未知', '男', '女'];

function Archives({ patient }: { patient: PatientView }) {
  const info = useLocalInfo(patient.id);
  const [kind, setKind] = useState<string>('health');
  if (info.isPending) return <LoadingState />;
  if (info.isError)
    return <ErrorState message={errorMessage(info.error)} onRetry={() => void info.refetch()} />;
  const { district, records, patient: brief } = info.data;
  const list = ofKind(records, kind);
  return (
    <>
      <section className={styles.card} aria-label="基本信息">
        <h2 className={styles.cardTitle}>基本信息</h2>
        <div className={styles.detailRow}>
          <span className={styles.detailLabel}>姓名</span>
          <span>{brief.name}</span>
        </div>
        <div className={styles.detailRow}>
          <span className={styles.detailLabel}>性别</span>
          <span>{SEX[brief.sex ?? 0] ?? '未知'}</span>
        </div>
        <div className={styles.detailRow}>
          <span className={styles.detailLabel}>出生日期</span>
          <span>{brief.birthday ?? '未填写'}</span>
        </div>
        <div className={styles.detailRow}>
          <span className={styles.detailLabel}>身份证号</span>
          <span>{brief.idcard}</span>
        </div>
        <div className={styles.detailRow}>
          <span className={styles.detailLabel}>所属地区</span>
          <span>{district?.districtName ?? '未关联地区'}</span>
        </div>
      </section>
      <Tabs activeKey={kind} onChange={setKind} className={styles.tabs}>
        {KINDS.map((k) => (
          <Tabs.Tab key={k} title={`${RECORD_KIND_LABELS[k]}(${ofKind(records, k).length})`} />
        ))}
      </Tabs>
      {list.length === 0 ? (
        <EmptyState title={`暂无${RECORD_KIND_LABELS[kind]}`} />
      ) : (
        list.map((r) => <RecordCard key={r.id} record={r} />)
      )}
      <LocalNotice />
    </>
  );
}
