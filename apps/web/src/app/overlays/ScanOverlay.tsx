import { SCAN_TIP_COUNTDOWN, SHELL_MSG } from '@kanghu/shared';
import { useEffect, useRef, useState } from 'react';
import { useCameraScan } from '../../lib/scan/use-camera-scan.ts';
import { useApp } from '../app-context.ts';
import styles from './Overlays.module.css';
import { useShell } from './shell-context.tsx';

/** The tip's countdown (spec 1 section 9: value 5): seconds left, 0 once it has run out. */
function useCountdown(from: number): number {
  const [left, setLeft] = useState(from);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return left;
}

/**
 * The in-page scan screen (spec 1 section 2.18): the camera with a close icon and the tip
 * 识别二维码/条形码, which counts down from 5 s and then hides. Its own chunk, loaded when the
 * scanner first opens; the decoder (the browser's BarcodeDetector or the zxing-wasm ponyfill)
 * loads after it. A result closes the scanner and goes to the caller; without any camera API, or
 * when closed before the camera started, it says 请授权 (spec 1 section 8: "scan with no video to
 * stop"); a decode error shows the failure toast and closes.
 */
export default function ScanOverlay() {
  const shell = useShell();
  const { ui } = useApp();
  const video = useRef<HTMLVideoElement>(null);
  const refused = useRef(false);
  const left = useCountdown(SCAN_TIP_COUNTDOWN);
  const scan = useCameraScan(video, {
    onResult: (text) => shell.finishScan(text),
    onNoCamera: () => {
      // Once, even when the effect runs twice (StrictMode).
      if (refused.current) return;
      refused.current = true;
      void ui.alert(SHELL_MSG.scanAuthorize);
      shell.finishScan(null);
    },
    onDecodeError: (error) => {
      console.info('scan: decode failed', error);
      ui.toast(SHELL_MSG.scanFailed);
      shell.finishScan(null);
    },
  });

  const close = () => {
    if (!scan.hasStream()) void ui.alert(SHELL_MSG.scanAuthorize);
    shell.finishScan(null);
  };

  return (
    <section className={styles.scan} role="dialog" aria-label={SHELL_MSG.scanTip}>
      <video ref={video} className={styles.camera} playsInline muted />
      <div className={styles.frame} aria-hidden="true" />
      {left > 0 && (
        <p className={styles.scanTip}>
          {SHELL_MSG.scanTip}
          <span className={styles.scanCountdown}>{left}</span>
        </p>
      )}
      <button type="button" className={styles.close} aria-label={SHELL_MSG.close} onClick={close}>
        <span aria-hidden="true">✕</span>
      </button>
    </section>
  );
}
