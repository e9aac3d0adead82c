import { VIDEO_MSG } from '@kanghu/shared';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PageBar } from '../../ui/PageBar.tsx';
import { SessionGate } from '../../ui/SessionGate.tsx';
import { EmptyState } from '../../ui/StateViews.tsx';
import { useRoomLoaders } from './queries.ts';
import { RoomGate } from './RoomGate.tsx';
import { parseRoomSettings, roomSettingsError } from './settings.ts';
import styles from './TestVideo.module.css';

/**
 * 视频通话（受邀） (/test/video/2): a guest opens the host's one-time link; the server takes the
 * link for this account (a second account is refused). No log and no invite link for guests.
 */
export default function InviteJoinScreen() {
  return (
    <main className={styles.page}>
      <PageBar title="视频通话" fallback="/index" />
      <SessionGate>{() => <InviteJoin />}</SessionGate>
    </main>
  );
}

function InviteJoin() {
  const location = useLocation();
  const navigate = useNavigate();
  const loaders = useRoomLoaders();
  const [settings] = useState(() => parseRoomSettings(location.search, location.hash));
  const [left, setLeft] = useState(false);
  const error = settings.type === 'invite' ? roomSettingsError(settings) : VIDEO_MSG.needInvite;
  if (error) return <EmptyState title={error} />;
  if (left) return <EmptyState title="您已离开视频通话" />;
  return (
    <RoomGate
      load={() => loaders.byInvite(settings.userSig)}
      onHangUp={() => {
        setLeft(true);
        navigate({ hash: '' }, { replace: true });
      }}
    />
  );
}
