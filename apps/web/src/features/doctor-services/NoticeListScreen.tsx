import { dateTimeText, PUSH_MSG_TYPES, type PushView } from '@kanghu/shared';
import { Tag } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { SERVICE_PATHS } from './paths.ts';
import { usePushLog } from './queries.ts';
import styles from './Services.module.css';

/** /health/doctor/notice/list: the doctor's mass messages with delivery counts. */
export default function NoticeListScreen() {
  const log = usePushLog();
  const navigate = useNavigate();
  return (
    <main className={styles.page}>
      <PageBar
        title="群发记录"
        fallback={SERVICE_PATHS.notice}
        right={
          <button type="button" className={styles.plain} onClick={() => navigate(SERVICE_PATHS.notice)}>
            新建
          </button>
        }
      />
      {log.isPending ? (
        <LoadingState />
      ) : log.isError ? (
        <ErrorState message={errorMessage(log.error)} onRetry={() => void log.refetch()} />
      ) : log.data.list.length === 0 ? (
        <EmptyState title="暂无群发记录" />
      ) : (
        <ul aria-label="群发记录" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {log.data.list.map((p) => (
            <PushItem key={p.id} push={p} />
          ))}
        </ul>
      )}
    </main>
  );
}

function PushItem({ push }: { push: PushView }) {
  const type = PUSH_MSG_TYPES.find((t) => t.msgType === push.msgType)?.name ?? '';
  return (
    <li className={styles.card} aria-label={push.title}>
      <div className={styles.head}>
        <span className={styles.title}>{push.title}</span>
        <Tag color={push.state === 'sent' ? 'success' : 'warning'} fill="outline">
          {push.stateText}
        </Tag>
      </div>
      <p className={styles.text}>{push.content}</p>
      <div className={styles.counts}>
        <span>{type}</span>
        <span>{push.isAllSend ? '全部患者' : `患者${push.patientCount}人`}</span>
        {push.state === 'sent' && (
          <>
            <span>送达{push.deliveredCount}</span>
            <span>已读{push.readCount}</span>
            {push.smsCount > 0 && <span>短信{push.smsCount}</span>}
            {push.unreachableCount > 0 && <span>无账号{push.unreachableCount}</span>}
          </>
        )}
      </div>
      <div className={styles.weak} style={{ marginTop: '0.08rem' }}>
        {push.state === 'sent'
          ? `发送于 ${dateTimeText(push.sentAt ?? push.createdAt)}`
          : `定时 ${dateTimeText(push.timingTime ?? push.createdAt)}`}
      </div>
    </li>
  );
}
