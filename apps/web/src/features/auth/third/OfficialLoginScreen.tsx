import type { SessionInfo } from '@kanghu/shared';
import { Button, Form, Input } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useApp } from '../../../app/app-context.ts';
import { useCompleteSignIn } from '../../../app/session/queries.ts';
import { wechatAuthorizeUrl } from '../../../lib/auth-urls.ts';
import { formErrorAlert } from '../../../ui/form-alert.ts';
import { IdCardScan } from '../../../ui/IdCardScan.tsx';
import { LoadingState } from '../../../ui/StateViews.tsx';
import { LoginHeader } from '../components/LoginHeader.tsx';
import styles from '../components/LoginLayout.module.css';
import { idCardRules, telRules } from '../form-rules.ts';
import { landingFor } from '../landing.ts';
import { officialAppid } from './official-appid.ts';
import { isSession, wechatAuth, wechatLogin } from './queries.ts';
import { errorPath, failureMessage, MISSING_APPID } from './third-login.ts';
import { useOauthRound } from './use-oauth.ts';

/**
 * WeChat official-account sign-in (/official/bind/user/login): to the OAuth page, back with
 * `code`, exchanged by POST /api/third/wechat/official/auth. A bound WeChat signs in at once;
 * otherwise the person confirms phone and ID number once (POST .../official/login), which
 * creates the account when new and binds the WeChat to it.
 */
export default function OfficialLoginScreen() {
  const { api, config, projectKey } = useApp();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const completeSignIn = useCompleteSignIn();
  const appid = officialAppid(search, config);
  const { code, start, takeCode } = useOauthRound();
  const [openid, setOpenid] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current || !appid) return;
    started.current = true;
    if (!code) {
      start((redirectUri, state) => wechatAuthorizeUrl({ appid, redirectUri, state, project: projectKey }));
      return;
    }
    const signedIn = (info: SessionInfo) => completeSignIn(info, landingFor(info));
    (async () => wechatAuth(api, { appid, code: takeCode(), isFindUser: true }))().then(
      (answer) => (isSession(answer) ? signedIn(answer) : setOpenid(answer.openid)),
      (error: unknown) => void navigate(errorPath(failureMessage(error)), { replace: true }),
    );
  }, [api, appid, code, completeSignIn, navigate, projectKey, start, takeCode]);

  if (!appid) return <Navigate to={errorPath(MISSING_APPID)} replace />;
  if (!openid) return <LoadingState text={code ? '正在登录...' : '正在前往微信授权...'} />;
  return <OfficialBindForm appid={appid} openid={openid} />;
}

function OfficialBindForm({ appid, openid }: { appid: string; openid: string }) {
  const { api, config, ui } = useApp();
  const completeSignIn = useCompleteSignIn();
  const [pending, setPending] = useState(false);
  const [form] = Form.useForm<{ tel: string; idCard: string }>();

  const onFinish = async (values: { tel: string; idCard: string }) => {
    setPending(true);
    try {
      const info = await wechatLogin(api, {
        appid,
        openid,
        tel: values.tel.trim(),
        idCard: values.idCard.trim().toUpperCase(),
      });
      completeSignIn(info, landingFor(info));
    } catch {
      // The request wrapper has shown the server's message.
      setPending(false);
    }
  };

  return (
    <main className={styles.page}>
      <LoginHeader title={`${config.name} · 微信登录`} subtitle="首次使用微信登录，请验证您的身份" />
      <section className={styles.card}>
        <Form
          form={form}
          layout="horizontal"
          mode="card"
          onFinish={onFinish}
          onFinishFailed={formErrorAlert(ui)}
          footer={
            <Button block type="submit" color="primary" size="large" shape="rounded" loading={pending}>
              绑定并登录
            </Button>
          }
        >
          <Form.Item name="tel" label="手机号" rules={telRules}>
            <Input type="tel" inputMode="numeric" placeholder="请输入手机号" maxLength={14} clearable />
          </Form.Item>
          <Form.Item name="idCard" label="身份证号" rules={idCardRules}>
            <Input placeholder="请输入身份证号" maxLength={18} clearable />
          </Form.Item>
          <Form.Item>
            <IdCardScan form={form} idcardField="idCard" />
          </Form.Item>
        </Form>
      </section>
      <p className={styles.note}>
        绑定后，可直接使用此微信登录。手机号已注册的，将绑定到该账号；未注册的，将为您创建新账号。
      </p>
    </main>
  );
}
