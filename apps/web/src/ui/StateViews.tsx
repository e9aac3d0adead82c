import { MSG } from '@kanghu/shared';
import { Button, DotLoading } from 'antd-mobile';
import type { ReactNode } from 'react';
import styles from './StateViews.module.css';

/** Loading, empty and error states: every screen shows these on purpose, never a blank page. */
export function LoadingState({ text = MSG.loading }: { text?: string }) {
  return (
    <div className={styles.state} role="status">
      <DotLoading color="primary" />
      <span className={styles.text}>{text}</span>
    </div>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className={styles.state} role="status">
      <span className={styles.emptyIcon} aria-hidden="true" />
      <span className={styles.title}>{title}</span>
      {children}
    </div>
  );
}

export function ErrorState({
  message,
  onRetry,
  children,
}: {
  message: string;
  onRetry?: () => void;
  children?: ReactNode;
}) {
  return (
    <div className={styles.state} role="alert">
      <span className={styles.errorIcon} aria-hidden="true">
        !
      </span>
      <span className={styles.title}>{message || MSG.unknownError}</span>
      {onRetry && (
        <Button size="small" color="primary" fill="outline" onClick={onRetry}>
          重试
        </Button>
      )}
      {children}
    </div>
  );
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : MSG.unknownError;
}
