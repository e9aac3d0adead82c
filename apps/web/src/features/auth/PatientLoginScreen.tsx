import { isMobile, MSG, SMS_CODE_LENGTH } from '@kanghu/shared';
import { Button, Form, Input, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useApp } from '../../app/app-context.ts';
import { INDEX_PATH } from '../../app/guard.ts';
import { formErrorAlert } from '../../ui/form-alert.ts';
import { useCompleteSignIn } from '../session/queries.ts';
import { LoginHeader } from './components/LoginHeader.tsx';
import styles from './components/LoginLayout.module.css';
import { SmsCodeButton } from './components/SmsCodeButton.tsx';
import { useAppLogin, useSendLoginCode } from './queries.ts';

const telRules = [
  { required: true, message: '请输入手机号' },
  {
    validator: (_: unknown, value: string | undefined) =>
      !value || isMobile(value.trim()) ? Promise.resolve() : Promise.reject(new Error(MSG.telInvalid)),
  },
];
const CODE_PATTERN = new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`);

type Mode = 'password' | 'sms';

/** Patient sign-in (/health/user/login): phone and password, or phone and SMS code. */
export default function PatientLoginScreen() {
  const { config, ui } = useApp();
  const alertFormErrors = formErrorAlert(ui);
  const navigate = useNavigate();
  const [mode, setMode] = useState<Mode>('password');
  const login = useAppLogin();
  const sendCode = useSendLoginCode();
  const completeSignIn = useCompleteSignIn();
  const [smsForm] = Form.useForm<{ username: string; verifyCode: string }>();

  const onPassword = (values: { username: string; password: string }) =>
    login.mutate(
      { username: values.username.trim(), password: values.password },
      { onSuccess: (info) => completeSignIn(info, INDEX_PATH) },
    );
  const onSms = (values: { username: string; verifyCode: string }) =>
    login.mutate(
      { username: values.username.trim(), verifyCode: values.verifyCode.trim() },
      { onSuccess: (info) => completeSignIn(info, INDEX_PATH) },
    );
  const send = async (): Promise<boolean> => {
    try {
      const { username } = await smsForm.validateFields(['username']);
      await sendCode.mutateAsync(username.trim());
      ui.toast('验证码已发送');
      return true;
    } catch (error) {
      // Field errors arrive as { errorFields }; request failures were already shown by the wrapper.
      if (error && typeof error === 'object' && 'errorFields' in error) {
        alertFormErrors(error as Parameters<typeof alertFormErrors>[0]);
      }
      return false;
    }
  };
  const submit = (
    <Button block type="submit" color="primary" size="large" shape="rounded" loading={login.isPending}>
      登录
    </Button>
  );

  return (
    <main className={styles.page}>
      <LoginHeader title={config.name} subtitle="欢迎登录，守护您和家人的健康" />
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
                  <Input type="tel" inputMode="numeric" placeholder="请输入手机号" maxLength={11} clearable />
                </Form.Item>
                <Form.Item name="password" label="密码" rules={[{ required: true, message: '请输入密码' }]}>
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
                  <Input type="tel" inputMode="numeric" placeholder="请输入手机号" maxLength={11} clearable />
                </Form.Item>
                <Form.Item
                  name="verifyCode"
                  label="验证码"
                  extra={<SmsCodeButton send={send} />}
                  rules={[
                    { required: true, message: '请输入验证码' },
                    { pattern: CODE_PATTERN, message: `请输入${SMS_CODE_LENGTH}位数字验证码` },
                  ]}
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
        <button type="button" className={styles.link} onClick={() => ui.toast(MSG.comingSoon)}>
          注册账号
        </button>
        <button type="button" className={styles.link} onClick={() => navigate('/doctor/login')}>
          医生登录
        </button>
        <button type="button" className={styles.link} onClick={() => ui.toast(MSG.comingSoon)}>
          忘记密码
        </button>
      </nav>
    </main>
  );
}
