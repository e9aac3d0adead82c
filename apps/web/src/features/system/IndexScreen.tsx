import { useApp } from '../../app/app-context.ts';
import { EmptyState } from '../../ui/StateViews.tsx';
import styles from './System.module.css';

/** /index when the project configures no index path: nothing to show yet, said plainly. */
export default function IndexScreen() {
  const { config } = useApp();
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{config.name}</h1>
      <EmptyState title="该项目尚未配置首页" />
    </main>
  );
}
