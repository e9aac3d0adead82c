import { Button } from 'antd-mobile';
import { useLocation, useNavigate } from 'react-router';
import styles from './System.module.css';

/** Any path without a screen (spec/routes.tsv "*"). */
export default function NotFoundScreen() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <main className={styles.page}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>页面不存在</h1>
      <p className={styles.detail}>{pathname}</p>
      <Button color="primary" shape="rounded" onClick={() => navigate('/index', { replace: true })}>
        返回首页
      </Button>
    </main>
  );
}
