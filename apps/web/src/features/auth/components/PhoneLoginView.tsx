import { SMS_CODE_LENGTH } from '@kanghu/shared';
import { Button, Form, Input, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useApp } from '../../../app/app-context.ts';
import { formErrorAlert } from '../../../ui/form-alert.ts';
import { useCompleteSignIn } from '../../session/queries.ts';
import { requiredRule, smsCodeRules, telRules } from '../form-rules.ts';
import { landingFor } from '../landing.ts';
import { PHONE_LOGIN_VARIANTS, type PhoneLoginVariantKey } from '../login-variants.ts';
import { type AppLoginBody, useAppLogin } from '../queries.ts';
import { LoginHeader } from './LoginHeader.tsx';
import styles from './LoginLayout.module.css';
import { SmsCodeButton } from './SmsCodeButton.tsx';
import { useSmsSender } from './use-sms-sender.ts';

type Mode = 'password' | 'sms';

/** Phone sign-in: phone and password, or phone and SMS code (POST /api/user/app/login). */
export function PhoneLoginView({ variant }: { variant: PhoneLoginVariantKey }) {
  const v = PHONE_LOGIN_VARIANTS[variant];
  const { registerPath, forgetPath, doctorLoginPath } = v;
  const { config, ui } = useApp();
  const alertFormErrors = formErrorAlert(ui);
  const navigate = useNavigate();
  const [mode, setMode] = useState<Mode>('password');
  const login = useAppLogin();
  const completeSignIn = useCompleteSignIn();
  const [smsForm] = Form.useForm<{ username: string; verifyCode: string }>();
  const send = useSmsSender(smsForm, 'login', 'username');

  const signIn = (body: AppLoginBody) =>
    login.mutate(body, {
      onSuccess: (info) => completeSignIn(info, landingFor(info, { customer: v.customerLanding })),
    });
  const onPassword = (values: { username: string; password: string }) =>
    signIn({ username: values.username.trim(), password: values.password });
  const onSms = (values: { username: string; verifyCode: string }) =>
    signIn({ username: values.username.trim(), verifyCode: values.verifyCode.trim() });

  const submit = (
    <Button block type="submit" color="primary" size="large" shape="rounded" loading={login.isPending}>
      登录
    </Button>
  );
  const telInput = (
    <Input type="tel" inputMode="numeric" placeholder="请输入手机号" maxLength={14} clearable />
  );

  return (
    <main className={styles.page}>
      <LoginHeader title={v.title(config.name)} subtitle={v.subtitle} />
      <section className={styles.card}>
        <Tabs activeKey={mode} onChange={(key) => setMode(key as Mode)}>
          <Tabs.Tab title="密码登录" key="password">
            <section role="tabpanel" aria-label="密码登录">
              <Form
                layout="horizontal"
                mode="card"
                onFinish={onPassword}
                onFinishFailed={alertFormErrors}
                footer={submit}
              >
                <Form.Item name="username" label="手机号" rules={telRules}>
                  {telInput}
                </Form.Item>
                <Form.Item name="password" label="密码" rules={[requiredRule('请输入密码')]}>
                  <Input type="password" placeholder="请输入密码" autoComplete="current-password" clearable />
                </Form.Item>
              </Form>
            </section>
          </Tabs.Tab>
          <Tabs.Tab title="验证码登录" key="sms">
            <section role="tabpanel" aria-label="验证码登录">
              <Form
                form={smsForm}
                layout="horizontal"
                mode="card"
                onFinish={onSms}
                onFinishFailed={alertFormErrors}
                footer={submit}
              >
                <Form.Item name="username" label="手机号" rules={telRules}>
                  {telInput}
                </Form.Item>
                <Form.Item
                  name="verifyCode"
                  label="验证码"
                  extra={<SmsCodeButton send={send} />}
                  rules={smsCodeRules}
                >
                  <Input
                    inputMode="numeric"
                    placeholder={`${SMS_CODE_LENGTH}位验证码`}
                    maxLength={SMS_CODE_LENGTH}
                    autoComplete="one-time-code"
                  />
                </Form.Item>
              </Form>
            </section>
          </Tabs.Tab>
        </Tabs>
      </section>
      <nav className={styles.links}>
        {registerPath && (
          <button type="button" className={styles.link} onClick={() => navigate(registerPath)}>
            注册账号
          </button>
        )}
        {doctorLoginPath && (
          <button type="button" className={styles.link} onClick={() => navigate(doctorLoginPath)}>
            医生登录
          </button>
        )}
        {forgetPath && (
          <button type="button" className={styles.link} onClick={() => navigate(forgetPath)}>
            忘记密码
          </button>
        )}
      </nav>
      <p className={styles.agreement}>
        登录即表示您已阅读并同意
        <button type="button" className={styles.link} onClick={() => navigate('/health/user/protocol')}>
          《用户服务协议》
        </button>
        和
        <button
          type="button"
          className={styles.link}
          onClick={() => navigate('/health/user/protocol/custom')}
        >
          《隐私政策》
        </button>
      </p>
    </main>
  );
}
