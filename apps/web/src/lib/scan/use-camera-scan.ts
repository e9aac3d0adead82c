import { SCAN_DECODE_FPS } from '@kanghu/shared';
import { type RefObject, useEffect, useRef } from 'react';
import { openScanCamera, stopStream } from './camera.ts';
import { type CodeDetector, createDetector } from './detector.ts';

export interface CameraScanEvents {
  /** The first decoded text. */
  onResult(text: string): void;
  /** No camera API at all (spec: "no video to stop"). */
  onNoCamera(): void;
  /** The decoder failed to load or to read a frame. */
  onDecodeError(error: unknown): void;
}

/**
 * Runs the in-page scanner on a video element: opens the camera, loads the detector (lazily, in
 * parallel) and reads SCAN_DECODE_FPS frames a second until a code is found or the view closes.
 * Answers whether a camera stream is live (the close icon's "no video to stop" check).
 */
export function useCameraScan(video: RefObject<HTMLVideoElement | null>, events: CameraScanEvents) {
  const stream = useRef<MediaStream | null>(null);
  const latest = useRef(events);
  latest.current = events;

  useEffect(() => {
    const media = navigator.mediaDevices;
    if (!media?.getUserMedia) {
      latest.current.onNoCamera();
      return;
    }
    let done = false;
    let detector: CodeDetector | null = null;
    let busy = false;
    const finish = (report: () => void) => {
      if (done) return;
      done = true;
      report();
    };

    openScanCamera(media).then(
      (s) => {
        if (done) return stopStream(s);
        stream.current = s;
        const el = video.current;
        if (el) {
          el.srcObject = s;
          void el.play().catch(() => undefined);
        }
      },
      // A denied camera shows nothing (spec 1 section 8); the close icon then says 请授权.
      (error: unknown) => console.info('scan: camera not available', error),
    );
    createDetector().then(
      (d) => {
        detector = d;
      },
      (error: unknown) => finish(() => latest.current.onDecodeError(error)),
    );

    const timer = setInterval(() => {
      const el = video.current;
      if (done || busy || !detector || !el || el.readyState < 2 || el.videoWidth === 0) return;
      busy = true;
      detector
        .detect(el)
        .then(
          (found) => {
            const text = found.find((c) => c.rawValue)?.rawValue;
            if (text) finish(() => latest.current.onResult(text));
          },
          (error: unknown) => finish(() => latest.current.onDecodeError(error)),
        )
        .finally(() => {
          busy = false;
        });
    }, 1000 / SCAN_DECODE_FPS);

    return () => {
      done = true;
      clearInterval(timer);
      stopStream(stream.current);
      stream.current = null;
    };
  }, [video]);

  return { hasStream: () => stream.current !== null };
}
