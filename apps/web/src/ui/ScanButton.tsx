import { SHELL_MSG } from '@kanghu/shared';
import { Button } from 'antd-mobile';
import { ScanningOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useShell } from '../app/overlays/shell-context.tsx';
import styles from './ScanButton.module.css';

interface Props {
  /** Called with the decoded text (trimmed, never empty); a closed or cancelled scan calls nothing. */
  onResult(text: string): void;
  children?: ReactNode;
  /** 'field' sits next to a form field; 'block' is a full-width button. */
  variant?: 'field' | 'block';
  testId?: string;
}

/**
 * Opens the code scanner (the native app's, WeChat's or the in-page one: see the shell store) and
 * hands the text to the caller. Every use keeps its field for typing the code by hand.
 */
export function ScanButton({ onResult, children, variant = 'field', testId }: Props) {
  const shell = useShell();
  const scan = async () => {
    const text = (await shell.scan())?.trim();
    if (text) onResult(text);
  };
  const label = children ?? SHELL_MSG.scanButton;
  if (variant === 'block') {
    return (
      <Button
        block
        className={styles.block}
        color="primary"
        fill="outline"
        shape="rounded"
        onClick={() => void scan()}
        data-testid={testId}
      >
        <ScanningOutline /> {label}
      </Button>
    );
  }
  return (
    <Button size="small" fill="none" color="primary" onClick={() => void scan()} data-testid={testId}>
      <ScanningOutline /> {label}
    </Button>
  );
}
