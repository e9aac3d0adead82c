import { Button } from 'antd-mobile';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useApp } from '../../../app/app-context.ts';
import { workplaceAuthorizeUrl } from '../../../lib/auth-urls.ts';
import { LoginHeader } from '../components/LoginHeader.tsx';
import styles from '../components/LoginLayout.module.css';
import { AutoLoginView } from './AutoLoginView.tsx';
import { dingTalkLogin } from './queries.ts';
import { useOauthRound } from './use-oauth.ts';

/**
 * DingTalk sign-in for doctors (/dingtalk/login[?corpId=]): to the workplace authorization page,
 * back with `code`, then POST /api/third/ding/talk/doctor/login with code and corpId. The corp is
 * `?corpId=`, else the project's org code. Inside the DingTalk app the round starts by itself.
 */
export default function DingTalkLoginScreen() {
  const { api, config, projectKey, device } = useApp();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const corpId = search.get('corpId')?.trim() || config.orgCode;
  const { code, start, takeCode } = useOauthRound();

  const authorize = () => {
    start((redirectUri, state) => {
      // The corp travels in the redirect so that it is known again when the code comes back.
      const back = new URL(redirectUri);
      back.searchParams.set('corpId', corpId);
      return workplaceAuthorizeUrl({ corpId, redirectUri: back.toString(), state, project: projectKey });
    });
  };
  const inDingTalk = device.source === 'dingtalk';
  // biome-ignore lint/correctness/useExhaustiveDependencies: starts once, on arrival inside DingTalk
  useEffect(() => {
    if (!code && inDingTalk) authorize();
  }, []);

  if (code) return <AutoLoginView run={async () => dingTalkLogin(api, takeCode(), corpId)} />;
  return (
    <main className={styles.page}>
      <LoginHeader title={`${config.name} · 钉钉登录`} subtitle="医生、助理可使用钉钉账号一键登录" />
      <section className={styles.card}>
        <div className={styles.center}>
          <p className={styles.muted}>将跳转到钉钉授权页面，授权后自动返回并登录</p>
          <Button block color="primary" size="large" shape="rounded" onClick={authorize}>
            使用钉钉登录
          </Button>
        </div>
      </section>
      <nav className={styles.links}>
        <span className={styles.muted}>钉钉账号需与工作账号手机号一致</span>
        <button type="button" className={styles.link} onClick={() => navigate('/doctor/login')}>
          账号登录
        </button>
      </nav>
    </main>
  );
}
