import { NavBar } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ErrorState, LoadingState } from '../../ui/StateViews.tsx';
import styles from './System.module.css';
import { checkWebviewUrl } from './webview-allow.ts';

/** /webview?url=...&title=...: an allowed http(s) page in a frame, else an error state. */
export default function WebviewScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [loaded, setLoaded] = useState(false);
  const check = checkWebviewUrl(params.get('url'), window.location.origin);
  const title = params.get('title')?.trim() || '详情';
  const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
  const back = () => (idx > 0 ? navigate(-1) : navigate('/index', { replace: true }));

  return (
    <div className={styles.webview}>
      <NavBar onBack={back} backIcon>
        {title}
      </NavBar>
      {check.ok ? (
        <div className={styles.frameBox}>
          {!loaded && <LoadingState />}
          <iframe
            className={styles.frame}
            title={title}
            src={check.url}
            sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
            referrerPolicy="no-referrer"
            onLoad={() => setLoaded(true)}
          />
        </div>
      ) : (
        <ErrorState message={check.reason} />
      )}
    </div>
  );
}
