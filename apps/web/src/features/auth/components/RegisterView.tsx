import { Button, Checkbox, Form, Input } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useApp } from '../../../app/app-context.ts';
import { useCompleteSignIn } from '../../../app/session/queries.ts';
import { formErrorAlert } from '../../../ui/form-alert.ts';
import { telRules } from '../form-rules.ts';
import { landingFor } from '../landing.ts';
import { ACCOUNT_FLOW_VARIANTS, type AccountFlowVariantKey } from '../login-variants.ts';
import { useRegister } from '../queries.ts';
import { LoginHeader } from './LoginHeader.tsx';
import styles from './LoginLayout.module.css';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import { SmsCodeFormItem } from './SmsCodeFormItem.tsx';
import { useSmsSender } from './use-sms-sender.ts';

interface RegisterValues {
  tel: string;
  verifyCode: string;
  name?: string;
  password: string;
  confirm: string;
}

export const AGREEMENT_REQUIRED = '请阅读并同意用户服务协议和隐私政策';

/** Account sign-up: phone, SMS code (scene register), name, password; signs in on success. */
export function RegisterView({ variant }: { variant: AccountFlowVariantKey }) {
  const v = ACCOUNT_FLOW_VARIANTS[variant];
  const { config, ui } = useApp();
  const navigate = useNavigate();
  const register = useRegister();
  const completeSignIn = useCompleteSignIn();
  const [form] = Form.useForm<RegisterValues>();
  const send = useSmsSender(form, 'register');
  const [agreed, setAgreed] = useState(false);

  const onFinish = (values: RegisterValues) => {
    if (!agreed) {
      void ui.alert(AGREEMENT_REQUIRED);
      return;
    }
    const name = values.name?.trim();
    register.mutate(
      {
        tel: values.tel.trim(),
        verifyCode: values.verifyCode.trim(),
        password: values.password,
        ...(name ? { name } : {}),
      },
      {
        onSuccess: (info) => {
          ui.toast('注册成功');
          completeSignIn(info, landingFor(info, { customer: v.customerLanding }));
        },
      },
    );
  };

  return (
    <main className={styles.page}>
      <LoginHeader title="注册账号" subtitle={`欢迎加入${config.name}`} />
      <section className={styles.card}>
        <Form
          form={form}
          layout="horizontal"
          mode="card"
          onFinish={onFinish}
          onFinishFailed={formErrorAlert(ui)}
          footer={
            <>
              <div className={styles.checkRow}>
                <Checkbox checked={agreed} onChange={setAgreed}>
                  我已阅读并同意
                </Checkbox>
                <span>
                  <button type="button" className={styles.link} onClick={() => navigate(v.protocolPath)}>
                    《用户服务协议》
                  </button>
                  和
                  <button
                    type="button"
                    className={styles.link}
                    onClick={() => navigate(`${v.protocolPath}/custom`)}
                  >
                    《隐私政策》
                  </button>
                </span>
              </div>
              <Button
                block
                type="submit"
                color="primary"
                size="large"
                shape="rounded"
                loading={register.isPending}
              >
                注册
              </Button>
            </>
          }
        >
          <Form.Item name="tel" label="手机号" rules={telRules}>
            <Input type="tel" inputMode="numeric" placeholder="请输入手机号" maxLength={14} clearable />
          </Form.Item>
          <SmsCodeFormItem send={send} />
          <Form.Item name="name" label="姓名" rules={[{ max: 50, message: '姓名不能超过50个字' }]}>
            <Input placeholder="请输入姓名（选填）" autoComplete="name" clearable />
          </Form.Item>
          <NewPasswordFields label="密码" confirmPlaceholder="请再次输入密码" />
        </Form>
      </section>
      <nav className={styles.links}>
        <span className={styles.muted}>已有账号？</span>
        <button
          type="button"
          className={styles.link}
          onClick={() => navigate(v.loginPath, { replace: true })}
        >
          去登录
        </button>
      </nav>
    </main>
  );
}
