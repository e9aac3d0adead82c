import type { InterventionView, PatientView } from '@kanghu/shared';
import { Badge, Tabs, Tag } from 'antd-mobile';
import { useState } from 'react';
import { dateTimeText } from '../../ui/format.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { PatientScope } from '../../ui/PatientScope.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { SystemMessageList } from '../messages/SystemMessageList.tsx';
import { MessageArticle } from '../yzh-local/MessageArticle.tsx';
import { LocalNotice } from './LocalNotice.tsx';
import { YUHANG_PATHS } from './paths.ts';
import { useInterventions, useLocalInfo, useReadIntervention } from './queries.ts';

/**
 * 消息 (/app/yuhang/message): the family doctors' intervention messages of the resident's district
 * (tap to mark read; an article pushed with one opens from it) and the account's system messages.
 */
export default function MessageScreen() {
  const [tab, setTab] = useState('doctor');
  return (
    <main className={styles.page}>
      <PageBar title="消息" fallback={YUHANG_PATHS.index} />
      <Tabs activeKey={tab} onChange={setTab} className={styles.tabs}>
        <Tabs.Tab key="doctor" title="家庭医生消息" />
        <Tabs.Tab key="system" title="系统消息" />
      </Tabs>
      {tab === 'doctor' ? (
        <PatientScope>{(patient) => <DistrictMessages patient={patient} />}</PatientScope>
      ) : (
        <SystemMessageList />
      )}
    </main>
  );
}

function DistrictMessages({ patient }: { patient: PatientView }) {
  const info = useLocalInfo(patient.id);
  if (info.isPending) return <LoadingState />;
  if (info.isError)
    return <ErrorState message={errorMessage(info.error)} onRetry={() => void info.refetch()} />;
  if (!info.data.district) return <EmptyState title="就诊人所属机构未关联地区，暂无家庭医生消息" />;
  return (
    <>
      <InterventionList localAreaCode={info.data.district.localAreaCode} />
      <LocalNotice />
    </>
  );
}

function InterventionList({ localAreaCode }: { localAreaCode: string }) {
  const list = useInterventions(localAreaCode);
  const read = useReadIntervention(localAreaCode);
  if (list.isPending) return <LoadingState />;
  if (list.isError)
    return <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />;
  if (list.data.list.length === 0) return <EmptyState title="暂无家庭医生消息" />;
  return list.data.list.map((m: InterventionView) => {
    const markRead = () => !m.read && read.mutate(m.id);
    return (
      <section key={m.id} className={styles.card} data-testid="intervention">
        <button
          type="button"
          style={{
            display: 'block',
            width: '100%',
            padding: 0,
            textAlign: 'left',
            border: 0,
            background: 'none',
          }}
          onClick={markRead}
        >
          <h3 className={styles.cardTitle}>
            <span>
              <Tag color="primary">{m.messageTypeLabel}</Tag> {m.senderName ?? '家庭医生'}
            </span>
            {m.read ? <span className={styles.rowMeta}>已读</span> : <Badge content="未读" />}
          </h3>
          <p style={{ margin: 0, lineHeight: 1.6 }}>{m.message}</p>
          <p className={styles.meta}>{dateTimeText(m.time)}</p>
        </button>
        <MessageArticle message={m} onOpen={markRead} />
      </section>
    );
  });
}
