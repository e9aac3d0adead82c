import { PLAY_SAVE_INTERVAL_SECONDS, progressPercent } from '@kanghu/shared';
import { useEffect, useRef } from 'react';
import css from '../Knowledge.module.css';
import { type PlaySave, useSavePlay } from '../queries.ts';

interface Props {
  kind: 'audio' | 'video';
  src: string;
  knowledgeId: number;
  courseId?: number;
  title: string;
  /** The saved position to resume from (seconds). */
  resumeAt: number;
}

/**
 * The browser's own <audio>/<video> on the uploaded file (range requests: seeking works). It
 * resumes from the saved position once the length is known, and saves the position every
 * PLAY_SAVE_INTERVAL_SECONDS while playing, on pause, seek and end, and when the page is left.
 */
export function MediaPlayer({ kind, src, knowledgeId, courseId, title, resumeAt }: Props) {
  const ref = useRef<HTMLMediaElement | null>(null);
  const ready = useRef(false);
  const watched = useRef(0);
  const last = useRef(0);
  const save = useSavePlay();
  const saveRef = useRef(save.mutate);
  saveRef.current = save.mutate;

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const flush = () => {
      if (!ready.current) return;
      const duration = Number.isFinite(el.duration) ? el.duration : undefined;
      const body: PlaySave = {
        knowledgeId,
        ...(courseId ? { knowledgeCourseId: courseId } : {}),
        positionSeconds: Math.round(el.currentTime * 10) / 10,
        ...(duration ? { durationSeconds: Math.round(duration * 10) / 10 } : {}),
        progressPer: el.ended ? 100 : duration ? progressPercent(el.currentTime, duration) : 0,
        viewDuration: Math.min(3600, Math.round(watched.current)),
      };
      watched.current = 0;
      saveRef.current(body);
    };
    const onMeta = () => {
      if (!ready.current && resumeAt > 0 && resumeAt < el.duration - 1) el.currentTime = resumeAt;
      ready.current = true;
      last.current = el.currentTime;
      el.dataset.ready = 'true';
    };
    const onTime = () => {
      const delta = el.currentTime - last.current;
      if (!el.paused && delta > 0 && delta < 2) watched.current += delta;
      last.current = el.currentTime;
    };
    const onHide = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    const timer = window.setInterval(() => {
      if (!el.paused) flush();
    }, PLAY_SAVE_INTERVAL_SECONDS * 1000);
    if (el.readyState >= 1) onMeta();
    el.addEventListener('loadedmetadata', onMeta);
    el.addEventListener('timeupdate', onTime);
    el.addEventListener('pause', flush);
    el.addEventListener('seeked', flush);
    el.addEventListener('ended', flush);
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', flush);
    return () => {
      window.clearInterval(timer);
      el.removeEventListener('loadedmetadata', onMeta);
      el.removeEventListener('timeupdate', onTime);
      el.removeEventListener('pause', flush);
      el.removeEventListener('seeked', flush);
      el.removeEventListener('ended', flush);
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', flush);
      if (!el.paused || el.currentTime > 0) flush();
    };
  }, [knowledgeId, courseId, resumeAt]);

  if (kind === 'audio')
    return (
      // biome-ignore lint/a11y/useMediaCaption: the demo audio is a tone without speech
      <audio
        ref={(el) => {
          ref.current = el;
        }}
        className={css.audio}
        src={src}
        controls
        preload="metadata"
        aria-label={title}
        data-testid="knowledge-audio"
      />
    );
  return (
    // biome-ignore lint/a11y/useMediaCaption: the demo video is a test pattern without speech
    <video
      ref={(el) => {
        ref.current = el;
      }}
      className={css.media}
      src={src}
      controls
      playsInline
      preload="metadata"
      aria-label={title}
      data-testid="knowledge-video"
    />
  );
}
