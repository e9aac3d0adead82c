import { NavBar } from 'antd-mobile';
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

/** Goes back after a finished action, or to `fallback`. */
export function useGoBack(fallback: string) {
  const navigate = useNavigate();
  return () => (canGoBack() ? navigate(-1) : navigate(fallback, { replace: true }));
}
