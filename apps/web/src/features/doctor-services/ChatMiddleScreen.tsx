import { Button } from 'antd-mobile';
import { useEffect, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../lib/request-errors.ts';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { idParam } from '../inquiry/paths.ts';
import { roomPath } from './paths.ts';
import { type RoomTarget, useResolveRoom } from './queries.ts';
import styles from './Services.module.css';

/** Which room the query names: ?orderId=, ?userId=, or ?assistant=1 [&doctorId=|&assistantUserId=]. */
function targetOf(params: URLSearchParams): RoomTarget | null {
  const orderId = idParam(params, 'orderId');
  if (orderId !== null) return { kind: 'order', orderId };
  const userId = idParam(params, 'userId');
  if (userId !== null) return { kind: 'user', userId };
  if (params.get('assistant') === '1')
    return {
      kind: 'assistant',
      doctorId: idParam(params, 'doctorId'),
      assistantUserId: idParam(params, 'assistantUserId'),
    };
  return null;
}

/** The request layer reads every 404 as 接口不存在; here a 404 means the room's order or user is gone. */
function roomError(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) return '会话对象不存在或无权访问';
  return errorMessage(error);
}

/**
 * /health/doctor/chat/middle: finds (or creates) the chat room, then replaces itself with the
 * consult room, so back from the room does not land here again.
 */
export default function ChatMiddleScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const target = useMemo(() => targetOf(params), [params]);
  const room = useResolveRoom(target);
  useEffect(() => {
    if (room.data) void navigate(roomPath(room.data.askId, room.data.orderId), { replace: true });
  }, [room.data, navigate]);
  return (
    <main className={styles.page}>
      <PageBar title="进入会话" fallback="/health/doctor/message/index" />
      {target === null ? (
        <EmptyState title="会话不存在" />
      ) : room.isError ? (
        <ErrorState message={roomError(room.error)} onRetry={() => void room.refetch()}>
          <Button size="small" fill="none" onClick={() => navigate('/health/doctor/inquiry/consult')}>
            返回在线咨询
          </Button>
        </ErrorState>
      ) : (
        <LoadingState text="正在进入会话" />
      )}
    </main>
  );
}
