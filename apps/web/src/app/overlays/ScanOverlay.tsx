import { SHELL_MSG } from '@kanghu/shared';
import { useEffect, useRef } from 'react';
import { useApp } from '../app-context.ts';
import styles from './Overlays.module.css';
import { useShell } from './shell-context.tsx';

/**
 * The web scan screen (spec 1 section 2.18): the camera with a close icon and the tip. Decoding
 * (@zxing/browser) is not part of this slot yet. Without camera access the close says 请授权
 * (spec 1 section 8: "scan with no video to stop"); a denied camera shows nothing else.
 */
export default function ScanOverlay() {
  const shell = useShell();
  const { ui } = useApp();
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const refused = useRef(false);

  useEffect(() => {
    const media = navigator.mediaDevices;
    if (!media?.getUserMedia) {
      // Once, even when the effect runs twice (StrictMode).
      if (refused.current) return;
      refused.current = true;
      void ui.alert(SHELL_MSG.scanAuthorize);
      shell.finishScan(null);
      return;
    }
    let cancelled = false;
    media.getUserMedia({ video: { facingMode: 'environment' }, audio: false }).then(
      (s) => {
        if (cancelled) {
          for (const track of s.getTracks()) track.stop();
          return;
        }
        stream.current = s;
        if (video.current) {
          video.current.srcObject = s;
          void video.current.play().catch(() => undefined);
        }
      },
      (error: unknown) => console.info('scan: camera not available', error),
    );
    return () => {
      cancelled = true;
      for (const track of stream.current?.getTracks() ?? []) track.stop();
      stream.current = null;
    };
  }, [shell, ui]);

  const close = () => {
    if (!stream.current) void ui.alert(SHELL_MSG.scanAuthorize);
    shell.finishScan(null);
  };

  return (
    <section className={styles.scan} role="dialog" aria-label={SHELL_MSG.scanTip}>
      <video ref={video} className={styles.camera} playsInline muted />
      <div className={styles.frame} aria-hidden="true" />
      <p className={styles.scanTip}>{SHELL_MSG.scanTip}</p>
      <button type="button" className={styles.close} aria-label={SHELL_MSG.close} onClick={close}>
        <span aria-hidden="true">✕</span>
      </button>
    </section>
  );
}
