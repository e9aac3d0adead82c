import { useEffect, useRef } from 'react';
import { timeText } from '../../ui/format.ts';
import { errorMessage } from '../../ui/StateViews.tsx';
import { DRAFT_DELAY_MS } from './paths.ts';

/** How a screen stores its draft: a mutation's `mutate` (the server answers the draft's time). */
export type SaveDraft<T> = (
  value: T,
  on: { onSuccess: (d: { updatedAt: string } | null) => void; onError: (e: unknown) => void },
) => void;

/**
 * Temporary save (暂存) of a half-filled form on the server (issue 12): every change is saved
 * DRAFT_DELAY_MS after the last one, at once when the page is hidden or left, and never after the
 * final save began (`finishing`). `status` is bound by DraftStatus, so a keystroke's 正在暂存…
 * re-renders that line, not the form. Used by the patient's questionnaire form, the AI
 * servicer's questionnaire fill and the AI local follow-up record.
 */
export function useDraftAutosave<T>(save: SaveDraft<T>) {
  const status = useRef<(status: string) => void>(() => {});
  const pending = useRef<T | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const done = useRef(false);
  const saveRef = useRef(save);
  saveRef.current = save;

  const flush = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const value = pending.current;
    pending.current = null;
    if (value === null || done.current) return;
    saveRef.current(value, {
      onSuccess: (d) => status.current(d ? `已自动暂存 ${timeText(new Date(d.updatedAt))}` : ''),
      onError: (e) => status.current(`暂存失败：${errorMessage(e)}`),
    });
  };
  const flushRef = useRef(flush);
  flushRef.current = flush;

  useEffect(() => {
    // Leaving the page (another app, closing the tab) saves what is pending at once.
    const onHide = () => document.visibilityState === 'hidden' && flushRef.current();
    document.addEventListener('visibilitychange', onHide);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      flushRef.current();
    };
  }, []);

  return {
    status,
    flush: () => flushRef.current(),
    onChange: (value: T) => {
      pending.current = value;
      status.current('正在暂存…');
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => flushRef.current(), DRAFT_DELAY_MS);
    },
    /** The final save begins: nothing pending is saved any more (`failed` allows it again). */
    finishing: () => {
      done.current = true;
      if (timer.current) clearTimeout(timer.current);
    },
    failed: () => {
      done.current = false;
    },
  };
}

/** The line restoring a draft starts with. */
export const restoredText = (savedAt: string | null, what = '答案') =>
  savedAt ? `已恢复 ${timeText(new Date(savedAt))} 暂存的${what}` : '';
