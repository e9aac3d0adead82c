import { useParams } from 'react-router';
import { EmptyState } from '../../ui/StateViews.tsx';
import { ChatRoom } from '../chat/ChatRoom.tsx';
import { idOf } from '../circle/paths.ts';

/** /education/consult/detail/:id: one consultation (a chat room with a doctor, id = askId). */
export default function ConsultDetailScreen() {
  const askId = idOf(useParams().id);
  if (askId === null) return <EmptyState title="会话不存在" />;
  return <ChatRoom askId={askId} orderId={null} fallback="/education/consult/list" />;
}
