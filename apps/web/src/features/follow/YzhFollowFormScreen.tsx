import { type FollowRecordView, MSG } from '@kanghu/shared';
import { Button, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useApp } from '../../app/app-context.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { RecordFlow } from './components/RecordFlow.tsx';
import css from './Follow.module.css';
import { FOLLOW_PATHS } from './paths.ts';
import { useMedication, usePushMedication, useSyncSubmit } from './queries.ts';

/** /app/yzh/jiayi/doctor/follow/form?planId=: the form, then sync to the district and the medication push. */
export default function YzhFollowFormScreen() {
  return (
    <main className={styles.page}>
      <PageBar title="随访表单" fallback={FOLLOW_PATHS.yzhList} />
      <RecordFlow
        after={(record) => (
          <>
            <SyncCard record={record} />
            <MedicationCard record={record} />
          </>
        )}
      />
    </main>
  );
}

function SyncCard({ record }: { record: FollowRecordView }) {
  const { ui } = useApp();
  const sync = useSyncSubmit();
  const [state, setState] = useState(record);
  // The same provider answers the medication list (one query, shared with the card below).
  const simulated = useMedication('nx', record.patientId).data?.simulated ?? state.syncProvider === 'dev';
  return (
    <section className={styles.card} aria-label="区域平台同步">
      <div className={css.head}>
        <span className={css.name}>区域平台同步</span>
        <Tag color={state.syncState === 'synced' ? 'success' : 'warning'} fill="outline">
          {state.syncState === 'synced' ? '已同步' : '未同步'}
        </Tag>
      </div>
      {simulated && <p className={css.line}>开发环境：未连接区域平台，同步为模拟，数据不会离开本平台。</p>}
      {state.syncState === 'unsynced' && (
        <div className={css.actions}>
          <Button
            size="small"
            color="primary"
            loading={sync.isPending}
            onClick={() =>
              sync.mutate(record.id, {
                onSuccess: (r) => {
                  setState(r);
                  ui.toast('已提交同步');
                },
              })
            }
          >
            提交同步
          </Button>
        </div>
      )}
    </section>
  );
}

function MedicationCard({ record }: { record: FollowRecordView }) {
  const { ui } = useApp();
  const meds = useMedication('nx', record.patientId);
  const push = usePushMedication();
  const [pushed, setPushed] = useState<number | null>(null);
  const items = meds.data?.list ?? [];
  const onPush = () =>
    push.mutate(
      {
        again: pushed !== null,
        body: {
          followId: record.id,
          yzhMedicationRecordList: items.map((m) => ({
            name: m.name,
            ...(m.dosage ? { dosage: m.dosage } : {}),
            ...(m.frequency ? { frequency: m.frequency } : {}),
          })),
        },
      },
      {
        onSuccess: (r) => {
          setPushed(r.version);
          ui.toast(r.simulated ? '已推送（开发环境模拟）' : '用药已推送');
        },
      },
    );
  return (
    <section className={styles.card} aria-label="用药推送">
      <div className={styles.cardTitle}>用药推送</div>
      {meds.isPending ? (
        <p className={css.line}>{MSG.loading}</p>
      ) : meds.isError ? (
        <p className={css.line}>用药记录加载失败</p>
      ) : (
        <>
          <p className={css.line}>{meds.data.sourceLabel}</p>
          {items.length === 0 ? (
            <p className={css.line}>暂无用药记录</p>
          ) : (
            items.map((m) => (
              <div key={`${m.name}-${m.startDate}`} className={css.kv}>
                <span>{m.name}</span>
                <span>{[m.dosage, m.frequency].filter(Boolean).join(' ')}</span>
              </div>
            ))
          )}
          {items.length > 0 && (
            <div className={css.actions}>
              <Button size="small" color="primary" fill="outline" loading={push.isPending} onClick={onPush}>
                {pushed === null ? '推送用药' : `重新推送（当前第${pushed}版）`}
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
