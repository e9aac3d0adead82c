import { Button, NavBar } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import styles from './PageBar.module.css';

/** Whether the router has an earlier entry of this app to go back to. */
export function canGoBack(): boolean {
  const state = window.history.state as { idx?: number } | null;
  return typeof state?.idx === 'number' && state.idx > 0;
}

/** A screen's title bar; back goes to the previous screen, or to `fallback` when opened directly. */
export function PageBar({ title, fallback, right }: { title: string; fallback: string; right?: ReactNode }) {
  const navigate = useNavigate();
  const back = () => (canGoBack() ? navigate(-1) : navigate(fallback, { replace: true }));
  return (
    <NavBar className={styles.bar} onBack={back} backIcon right={right}>
      {title}
    </NavBar>
  );
}

/** The title bar of a tab screen (no back arrow), with an optional action on the right. */
export function TabBar({ title, right }: { title: string; right?: ReactNode }) {
  return (
    <NavBar className={styles.bar} back={null} right={right}>
      {title}
    </NavBar>
  );
}

/** A title bar's right-hand text button that opens `to`. */
export function BarLink({
  to,
  label,
  size = 'mini',
}: {
  to: string;
  label: string;
  size?: 'mini' | 'small';
}) {
  const navigate = useNavigate();
  return (
    <Button size={size} fill="none" color="primary" onClick={() => navigate(to)}>
      {label}
    </Button>
  );
}

/** Goes back after a finished action, or to `fallback`. */
export function useGoBack(fallback: string) {
  const navigate = useNavigate();
  return () => (canGoBack() ? navigate(-1) : navigate(fallback, { replace: true }));
}
