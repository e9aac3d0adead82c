import { useSearchParams } from 'react-router';
import { PageBar, useGoBack } from '../../ui/PageBar.tsx';
import { SessionGate } from '../../ui/SessionGate.tsx';
import { EmptyState } from '../../ui/StateViews.tsx';
import { useRoomLoaders } from './queries.ts';
import { RoomGate } from './RoomGate.tsx';
import styles from './TestVideo.module.css';

/** 会诊视频房间 (/test/video/3?roomCode=): a consultation's room as a page (tablets, no overlay). */
export default function ConsultRoomScreen() {
  return (
    <main className={styles.page}>
      <PageBar title="会诊视频房间" fallback="/remote/consulation" />
      <SessionGate>{() => <ConsultRoom />}</SessionGate>
    </main>
  );
}

function ConsultRoom() {
  const [params] = useSearchParams();
  const loaders = useRoomLoaders();
  const back = useGoBack('/remote/consulation');
  const roomCode = params.get('roomCode') ?? '';
  if (!/^\d+$/.test(roomCode)) return <EmptyState title="请从远程会诊列表进入视频房间" />;
  return <RoomGate load={() => loaders.byRoomCode(roomCode)} onHangUp={back} />;
}
