import { Button } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import styles from './System.module.css';

const DEFAULT_TITLE = '出错了';

/** /error?title=...: after a failed third-party login, or when the guard has nowhere to send a visitor. */
export default function ErrorScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const title = params.get('title')?.trim() || DEFAULT_TITLE;
  return (
    <main className={styles.page}>
      <p className={styles.code} aria-hidden="true">
        !
      </p>
      <h1 className={styles.title}>{title}</h1>
      <Button color="primary" fill="outline" shape="rounded" onClick={() => navigate(-1)}>
        返回
      </Button>
    </main>
  );
}
