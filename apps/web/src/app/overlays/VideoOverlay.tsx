import { SHELL_MSG } from '@kanghu/shared';
import { useRoomLoaders } from '../../features/video/queries.ts';
import { RoomGate } from '../../features/video/RoomGate.tsx';
import styles from './Overlays.module.css';
import { useShell } from './shell-context.tsx';
import type { VideoRoom } from './shell-store.ts';

/** The video-call overlay: the call screen of spec 1 section 2.17 for a consultation's room. */
export default function VideoOverlay({ room }: { room: VideoRoom }) {
  const shell = useShell();
  const loaders = useRoomLoaders();
  return (
    <section className={styles.video} role="dialog" aria-label={SHELL_MSG.videoCall}>
      <RoomGate
        key={room.roomId}
        load={() => loaders.byRoomCode(room.roomId)}
        onHangUp={() => shell.hangUp()}
      />
    </section>
  );
}
