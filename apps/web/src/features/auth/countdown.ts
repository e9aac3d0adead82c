import { SMS_PER_PHONE_INTERVAL_MS } from '@kanghu/shared';
import { useCallback, useEffect, useState } from 'react';

/** Seconds before another code may be requested (the server's per-phone interval). */
export const SMS_RESEND_SECONDS = SMS_PER_PHONE_INTERVAL_MS / 1000;

export function countdownLabel(secondsLeft: number): string {
  return secondsLeft > 0 ? `${secondsLeft}秒后重发` : '获取验证码';
}

/** A one-second countdown; `start()` begins at `from` seconds. */
export function useCountdown(from: number = SMS_RESEND_SECONDS) {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  const start = useCallback(() => setLeft(from), [from]);
  return { left, running: left > 0, start };
}
