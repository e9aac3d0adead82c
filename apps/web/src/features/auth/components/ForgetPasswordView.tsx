import { Button, Form, Input } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useApp } from '../../../app/app-context.ts';
import { formErrorAlert } from '../../../ui/form-alert.ts';
import { telRules } from '../form-rules.ts';
import { ACCOUNT_FLOW_VARIANTS, type AccountFlowVariantKey } from '../login-variants.ts';
import { useResetPassword } from '../queries.ts';
import { LoginHeader } from './LoginHeader.tsx';
import styles from './LoginLayout.module.css';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import { SmsCodeFormItem } from './SmsCodeFormItem.tsx';
import { useSmsSender } from './use-sms-sender.ts';

interface ResetValues {
  tel: string;
  verifyCode: string;
  password: string;
  confirm: string;
}

export const RESET_DONE = '密码已重置，请使用新密码登录';

/** Forgotten password: phone, SMS code (scene resetPwd), new password; then back to sign-in. */
export function ForgetPasswordView({ variant }: { variant: AccountFlowVariantKey }) {
  const v = ACCOUNT_FLOW_VARIANTS[variant];
  const { ui } = useApp();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [form] = Form.useForm<ResetValues>();
  const send = useSmsSender(form, 'resetPwd');

  const onFinish = (values: ResetValues) =>
    reset.mutate(
      { tel: values.tel.trim(), verifyCode: values.verifyCode.trim(), password: values.password },
      {
        onSuccess: async () => {
          await ui.alert(RESET_DONE);
          void navigate(v.loginPath, { replace: true });
        },
      },
    );

  return (
    <main className={styles.page}>
      <LoginHeader title="找回密码" subtitle="通过手机验证码设置新密码" />
      <section className={styles.card}>
        <Form
          form={form}
          layout="horizontal"
          mode="card"
          onFinish={onFinish}
          onFinishFailed={formErrorAlert(ui)}
          footer={
            <Button
              block
              type="submit"
              color="primary"
              size="large"
              shape="rounded"
              loading={reset.isPending}
            >
              重置密码
            </Button>
          }
        >
          <Form.Item name="tel" label="手机号" rules={telRules}>
            <Input type="tel" inputMode="numeric" placeholder="请输入注册手机号" maxLength={14} clearable />
          </Form.Item>
          <SmsCodeFormItem send={send} />
          <NewPasswordFields label="新密码" confirmPlaceholder="请再次输入新密码" />
        </Form>
      </section>
      <p className={styles.note}>重置成功后，此账号在其他设备上的登录将全部失效。</p>
      <nav className={styles.links}>
        <span className={styles.muted}>想起密码了？</span>
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
