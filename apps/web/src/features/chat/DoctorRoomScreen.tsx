import { useSearchParams } from 'react-router';
import { EmptyState } from '../../ui/StateViews.tsx';
import { idParam } from '../inquiry/paths.ts';
import styles from './Chat.module.css';
import { ChatRoom } from './ChatRoom.tsx';

/** /health/doctor/consult/room?askId=[&orderId=]: the doctor's consult room (the same chat room). */
export default function DoctorRoomScreen() {
  const [params] = useSearchParams();
  const askId = idParam(params, 'askId');
  if (askId === null) {
    return (
      <main className={styles.page}>
        <EmptyState title="会话不存在" />
      </main>
    );
  }
  return (
    <ChatRoom askId={askId} orderId={idParam(params, 'orderId')} fallback="/health/doctor/inquiry/consult" />
  );
}
