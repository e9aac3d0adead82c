import { MSG } from '@kanghu/shared';
import { Button, NavBar } from 'antd-mobile';
import { ClockCircleOutline } from 'antd-mobile-icons';
import { useNavigate } from 'react-router';
import { canGoBack } from '../../app/shell/history-index.ts';
import styles from './ComingSoon.module.css';

/**
 * The one page for every route whose screen another area has not built yet: it says so
 * (即将上线，敬请期待), names the area, and leads back.
 */
export function ComingSoonScreen({ area }: { area: string }) {
  const navigate = useNavigate();
  const back = () => {
    if (canGoBack()) void navigate(-1);
    else void navigate('/index', { replace: true });
  };
  return (
    <div className={styles.page}>
      <NavBar className={styles.bar} onBack={back} backArrow>
        {area}
      </NavBar>
      <main className={styles.body} data-testid="coming-soon">
        <div className={styles.badge} aria-hidden="true">
          <ClockCircleOutline className={styles.badgeGlyph} />
        </div>
        <h1 className={styles.title}>{MSG.comingSoon}</h1>
        <p className={styles.area}>
          <span className={styles.areaLabel}>所属功能</span>
          <span className={styles.areaName}>{area}</span>
        </p>
        <p className={styles.hint}>该功能正在建设中，上线后即可在此使用。</p>
        <Button className={styles.button} color="primary" fill="outline" shape="rounded" onClick={back}>
          返回
        </Button>
      </main>
    </div>
  );
}
