import { relativeTimeText } from '@kanghu/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Badge } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useSession } from '../../app/session/queries.ts';
import { useRealtime } from '../../lib/realtime/context.tsx';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { DoctorAvatar } from '../inquiry/DoctorAvatar.tsx';
import styles from './Chat.module.css';
import { chatKeys, useRooms } from './queries.ts';
import { recordSummary } from './record-text.ts';

/** /health/chat/list: rooms with messages, newest first, with unread badges; live on new messages. */
export default function ChatListScreen() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const rooms = useRooms();
  const session = useSession();
  const me = session.data?.user.id ?? null;
  const refresh = () => void queryClient.invalidateQueries({ queryKey: chatKeys.all });
  useRealtime('ASK_RECORD', refresh);
  useRealtime('REVOKE_ASK_RECORD', refresh);
  const room = session.data?.doctor ? '/health/doctor/consult/room' : '/chat';
  return (
    <main className={styles.listPage}>
      <PageBar title="我的消息" fallback="/" />
      {rooms.isPending ? (
        <LoadingState />
      ) : rooms.isError ? (
        <ErrorState message={errorMessage(rooms.error)} onRetry={() => void rooms.refetch()} />
      ) : rooms.data.list.length === 0 ? (
        <EmptyState title="暂无消息" />
      ) : (
        <ul className={styles.list} aria-label="会话列表">
          {rooms.data.list.map((r) => {
            const name = r.other.alias ?? r.other.name ?? '用户';
            return (
              <li key={r.id}>
                <button
                  type="button"
                  className={styles.room}
                  onClick={() => navigate(`${room}?askId=${r.id}`)}
                >
                  <Badge content={r.unread > 0 ? (r.unread > 99 ? '99+' : r.unread) : null}>
                    <DoctorAvatar name={name} photo={r.other.photo} />
                  </Badge>
                  <span className={styles.roomMain}>
                    <span className={styles.roomHead}>
                      <span className={styles.roomName}>{name}</span>
                      <span className={styles.roomTime}>
                        {r.lastRecordAt ? relativeTimeText(r.lastRecordAt) : ''}
                      </span>
                    </span>
                    <span className={styles.roomLast} style={{ display: 'block' }}>
                      {recordSummary(r.lastRecord, me)}
                    </span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </main>
  );
}
