import { SHELL_MSG } from '@kanghu/shared';
import styles from './Overlays.module.css';
import { useShell } from './shell-context.tsx';
import type { ShareRequest } from './shell-store.ts';

/** Full-screen share image; a tap anywhere closes it. */
export default function ShareOverlay({ share }: { share: ShareRequest }) {
  const shell = useShell();
  return (
    <button
      type="button"
      className={styles.backdrop}
      aria-label={`${share.title ?? '分享'}，${SHELL_MSG.shareTapToClose}`}
      data-testid="share-overlay"
      onClick={() => shell.closeShare()}
    >
      {share.title && <p className={styles.shareTitle}>{share.title}</p>}
      <img className={styles.shareImage} src={share.image} alt={share.title ?? '分享图片'} />
      <span className={styles.hint}>{SHELL_MSG.shareTapToClose}</span>
    </button>
  );
}
