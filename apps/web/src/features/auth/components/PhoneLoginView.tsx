import { SMS_CODE_LENGTH } from '@kanghu/shared';
import { Button, Input } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useApp } from '../../../app/app-context.ts';
import { useCompleteSignIn } from '../../../app/session/queries.ts';
import { formErrorAlert } from '../../../ui/form-alert.ts';
import { checkSmsCode, checkTel } from '../form-rules.ts';
import { landingFor } from '../landing.ts';
import { PHONE_LOGIN_VARIANTS, type PhoneLoginVariantKey } from '../login-variants.ts';
import { type AppLoginBody, useAppLogin } from '../queries.ts';
import { LoginField, LoginForm } from './LoginForm.tsx';
import { LoginHeader } from './LoginHeader.tsx';
import styles from './LoginLayout.module.css';
import { SmsCodeButton } from './SmsCodeButton.tsx';
import { useFieldForm } from './use-field-form.ts';
import { useSmsSender } from './use-sms-sender.ts';

type Mode = 'password' | 'sms';

const MODES: readonly { key: Mode; title: string }[] = [
  { key: 'password', title: '密码登录' },
  { key: 'sms', title: '验证码登录' },
];

// The checks of form-rules.ts: the same first message per field as the antd Form rules had.
const PASSWORD_CHECKS = {
  username: checkTel,
  password: (value: string) => (value ? null : '请输入密码'),
};
const SMS_CHECKS = { username: checkTel, verifyCode: checkSmsCode };

/** Phone sign-in: phone and password, or phone and SMS code (POST /api/user/app/login). */
export function PhoneLoginView({ variant }: { variant: PhoneLoginVariantKey }) {
  const v = PHONE_LOGIN_VARIANTS[variant];
  const { registerPath, forgetPath, doctorLoginPath } = v;
  const privacyPath: string | undefined = 'privacyPath' in v ? v.privacyPath : undefined;
  const { config, ui } = useApp();
  const alertFormErrors = formErrorAlert(ui);
  const navigate = useNavigate();
  const [mode, setMode] = useState<Mode>('password');
  // As antd Tabs did: a panel mounts when first shown and then stays (hidden), keeping its countdown.
  const [smsShown, setSmsShown] = useState(false);
  const choose = (next: Mode) => {
    setMode(next);
    if (next === 'sms') setSmsShown(true);
  };
  const login = useAppLogin();
  const completeSignIn = useCompleteSignIn();
  const passwordForm = useFieldForm(PASSWORD_CHECKS);
  const smsForm = useFieldForm(SMS_CHECKS);
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
  const telInput = (field: { value: string; onChange: (value: string) => void }) => (
    <Input type="tel" inputMode="numeric" placeholder="请输入手机号" maxLength={14} clearable {...field} />
  );

  return (
    <main className={styles.page}>
      <LoginHeader title={v.title(config.name)} subtitle={v.subtitle} />
      <section className={styles.card}>
        <div className={styles.segments} role="tablist">
          {MODES.map((m) => (
            <button
              key={m.key}
              type="button"
              role="tab"
              aria-selected={mode === m.key}
              className={mode === m.key ? styles.segmentActive : styles.segment}
              onClick={() => choose(m.key)}
            >
              {m.title}
            </button>
          ))}
        </div>
        <section role="tabpanel" aria-label="密码登录" hidden={mode !== 'password'}>
          <LoginForm onSubmit={passwordForm.onSubmit(onPassword, alertFormErrors)} footer={submit}>
            <LoginField label="手机号" error={passwordForm.errors.username}>
              {telInput(passwordForm.field('username'))}
            </LoginField>
            <LoginField label="密码" error={passwordForm.errors.password}>
              <Input
                type="password"
                placeholder="请输入密码"
                autoComplete="current-password"
                clearable
                {...passwordForm.field('password')}
              />
            </LoginField>
          </LoginForm>
        </section>
        {smsShown && (
          <section role="tabpanel" aria-label="验证码登录" hidden={mode !== 'sms'}>
            <LoginForm onSubmit={smsForm.onSubmit(onSms, alertFormErrors)} footer={submit}>
              <LoginField label="手机号" error={smsForm.errors.username}>
                {telInput(smsForm.field('username'))}
              </LoginField>
              <LoginField
                label="验证码"
                error={smsForm.errors.verifyCode}
                extra={<SmsCodeButton send={send} />}
              >
                <Input
                  inputMode="numeric"
                  placeholder={`${SMS_CODE_LENGTH}位验证码`}
                  maxLength={SMS_CODE_LENGTH}
                  autoComplete="one-time-code"
                  {...smsForm.field('verifyCode')}
                />
              </LoginField>
            </LoginForm>
          </section>
        )}
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
          onClick={() => navigate(privacyPath ?? '/health/user/protocol/custom')}
        >
          {privacyPath ? '《隐私保护协议》' : '《隐私政策》'}
        </button>
      </p>
    </main>
  );
}
