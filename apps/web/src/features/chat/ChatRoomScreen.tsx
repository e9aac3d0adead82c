import { useSearchParams } from 'react-router';
import { EmptyState } from '../../ui/StateViews.tsx';
import { idParam } from '../inquiry/paths.ts';
import styles from './Chat.module.css';
import { ChatRoom } from './ChatRoom.tsx';

/** /chat?askId=[&orderId=]: the patient's chat room. */
export default function ChatRoomScreen() {
  const [params] = useSearchParams();
  const askId = idParam(params, 'askId');
  if (askId === null) {
    return (
      <main className={styles.page}>
        <EmptyState title="会话不存在" />
      </main>
    );
  }
  return <ChatRoom askId={askId} orderId={idParam(params, 'orderId')} fallback="/health/chat/list" />;
}
