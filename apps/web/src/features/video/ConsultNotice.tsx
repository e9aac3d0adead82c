import { NoticeBar } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useRealtime } from '../../lib/realtime/context.tsx';

interface Reminder {
  consultationId: number;
  title: string;
  event: 'created' | 'soon' | 'ended';
}

const TEXT = { created: '新的远程会诊', soon: '远程会诊即将开始', ended: '远程会诊已结束' } as const;

/** REMOTE_VIDEO_CONSULTATION for any signed-in user: a bar that opens the consultation. */
export function ConsultNotice() {
  const [last, setLast] = useState<Reminder | null>(null);
  const navigate = useNavigate();
  useRealtime('REMOTE_VIDEO_CONSULTATION', (data) => setLast(data as Reminder));
  if (!last) return null;
  return (
    <div style={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 1050 }} role="status">
      <NoticeBar
        color="info"
        closeable
        onClose={() => setLast(null)}
        content={`${TEXT[last.event]}：${last.title}`}
        extra={
          last.event !== 'ended' && (
            <button
              type="button"
              onClick={() => {
                setLast(null);
                navigate(`/remote/consulation?id=${last.consultationId}`);
              }}
            >
              查看
            </button>
          )
        }
      />
    </div>
  );
}
