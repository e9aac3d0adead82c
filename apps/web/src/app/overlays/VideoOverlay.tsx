import { SHELL_MSG } from '@kanghu/shared';
import styles from './Overlays.module.css';
import { useShell } from './shell-context.tsx';
import type { VideoRoom } from './shell-store.ts';

/** The video-call slot: the call screen itself (spec 1 section 2.17) belongs to the video work. */
export default function VideoOverlay({ room }: { room: VideoRoom }) {
  const shell = useShell();
  return (
    <section className={styles.video} role="dialog" aria-label={SHELL_MSG.videoCall}>
      <div className={styles.videoStage}>
        <div>
          <h2 className={styles.videoTitle}>{SHELL_MSG.videoCall}</h2>
          <p className={styles.videoSub}>{room.title ?? `房间 ${room.roomId}`}</p>
        </div>
      </div>
      <div className={styles.videoBar}>
        <button type="button" className={styles.hangUp} onClick={() => shell.hangUp()}>
          {SHELL_MSG.hangUp}
        </button>
      </div>
    </section>
  );
}
