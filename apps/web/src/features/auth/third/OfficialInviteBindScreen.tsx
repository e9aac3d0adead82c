import type { SessionInfo } from '@kanghu/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useApp } from '../../../app/app-context.ts';
import { INDEX_PATH } from '../../../app/guard.ts';
import { sessionKeys } from '../../../app/session/queries.ts';
import { wechatAuthorizeUrl } from '../../../lib/auth-urls.ts';
import { saveSession } from '../../../lib/session.ts';
import { SessionGate } from '../../../ui/SessionGate.tsx';
import { ErrorState, LoadingState } from '../../../ui/StateViews.tsx';
import styles from '../components/LoginLayout.module.css';
import { officialAppid } from './official-appid.ts';
import { isSession, wechatAuth, wechatBind } from './queries.ts';
import { errorPath, failureMessage, MISSING_APPID } from './third-login.ts';
import { useOauthRound } from './use-oauth.ts';

/**
 * Binding the signed-in account to a WeChat official account (/official/invite/bind, e.g. from an
 * invitation): OAuth round, openid by POST .../official/auth (isFindUser false), then
 * POST .../official/bind/user/login with the user's id, which answers a fresh session.
 */
export default function OfficialInviteBindScreen() {
  return <SessionGate>{(session) => <InviteBind session={session} />}</SessionGate>;
}

type Phase = { kind: 'working' } | { kind: 'done'; name: string } | { kind: 'failed'; message: string };

function InviteBind({ session }: { session: SessionInfo }) {
  const { api, config, projectKey, storage } = useApp();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const appid = officialAppid(search, config);
  const { code, start, takeCode } = useOauthRound();
  const [phase, setPhase] = useState<Phase>({ kind: 'working' });
  const started = useRef(false);
  const userId = session.user.id;

  useEffect(() => {
    if (started.current || !appid) return;
    started.current = true;
    if (!code) {
      start((redirectUri, state) => wechatAuthorizeUrl({ appid, redirectUri, state, project: projectKey }));
      return;
    }
    (async () => {
      const answer = await wechatAuth(api, { appid, code: takeCode(), isFindUser: false });
      if (isSession(answer)) return answer;
      return wechatBind(api, { appid, openid: answer.openid, userId });
    })().then(
      (info) => {
        saveSession(storage, projectKey, info);
        queryClient.setQueryData(sessionKeys.mine(projectKey), info);
        setPhase({ kind: 'done', name: info.user.name ?? info.user.username ?? '' });
      },
      (error: unknown) => setPhase({ kind: 'failed', message: failureMessage(error) }),
    );
  }, [api, appid, code, projectKey, queryClient, start, storage, takeCode, userId]);

  if (!appid) return <Navigate to={errorPath(MISSING_APPID)} replace />;
  if (phase.kind === 'failed') {
    return (
      <main className={styles.page}>
        <ErrorState message={phase.message}>
          <Button size="small" color="primary" onClick={() => navigate(INDEX_PATH, { replace: true })}>
            返回首页
          </Button>
        </ErrorState>
      </main>
    );
  }
  if (phase.kind === 'working')
    return <LoadingState text={code ? '正在绑定微信...' : '正在前往微信授权...'} />;
  return (
    <main className={styles.page}>
      <section className={`${styles.card} ${styles.resultCard}`}>
        <div className={styles.center}>
          <span className={styles.okIcon} aria-hidden="true">
            ✓
          </span>
          <h1 className={styles.resultTitle}>绑定成功</h1>
          <p className={styles.muted}>
            {phase.name ? `${phase.name}，` : ''}您的账号已绑定{config.name}
            公众号，今后可直接使用微信登录并接收消息提醒。
          </p>
          <Button
            block
            color="primary"
            size="large"
            shape="rounded"
            onClick={() => navigate(INDEX_PATH, { replace: true })}
          >
            进入首页
          </Button>
        </div>
      </section>
    </main>
  );
}
