import { Button, Form, Input } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useApp } from '../../../app/app-context.ts';
import { formErrorAlert } from '../../../ui/form-alert.ts';
import { useCompleteSignIn } from '../../session/queries.ts';
import { requiredRule } from '../form-rules.ts';
import { landingFor } from '../landing.ts';
import { DOCTOR_LOGIN_VARIANTS, type DoctorLoginVariantKey } from '../login-variants.ts';
import { type DoctorLoginBody, useDoctorLogin } from '../queries.ts';
import { LoginHeader } from './LoginHeader.tsx';
import styles from './LoginLayout.module.css';

/** Work-account sign-in: username, password and org code. */
export function DoctorLoginView({ variant }: { variant: DoctorLoginVariantKey }) {
  const v = DOCTOR_LOGIN_VARIANTS[variant];
  const { config, ui } = useApp();
  const navigate = useNavigate();
  const login = useDoctorLogin(v.endpoint);
  const completeSignIn = useCompleteSignIn();

  const onFinish = (values: DoctorLoginBody) =>
    login.mutate(
      { username: values.username.trim(), password: values.password, orgCode: values.orgCode.trim() },
      { onSuccess: (info) => completeSignIn(info, landingFor(info, { servicer: v.landing })) },
    );

  return (
    <main className={styles.page}>
      <LoginHeader title={v.title(config.name)} subtitle={v.subtitle} />
      <section className={styles.card}>
        <Form
          layout="horizontal"
          mode="card"
          initialValues={{ orgCode: config.orgCode }}
          onFinish={onFinish}
          onFinishFailed={formErrorAlert(ui)}
          footer={
            <Button
              block
              type="submit"
              color="primary"
              size="large"
              shape="rounded"
              loading={login.isPending}
            >
              登录
            </Button>
          }
        >
          <Form.Item name="username" label="用户名" rules={[requiredRule('请输入用户名')]}>
            <Input placeholder="请输入用户名" autoComplete="username" clearable />
          </Form.Item>
          <Form.Item name="password" label="密码" rules={[requiredRule('请输入密码')]}>
            <Input type="password" placeholder="请输入密码" autoComplete="current-password" clearable />
          </Form.Item>
          <Form.Item name="orgCode" label="机构编码" rules={[requiredRule('请输入机构编码')]}>
            <Input placeholder="请输入机构编码" clearable />
          </Form.Item>
        </Form>
      </section>
      <nav className={styles.links}>
        <span className={styles.muted}>忘记密码请联系机构管理员</span>
        {variant === 'doctor' ? (
          <button type="button" className={styles.link} onClick={() => navigate('/dingtalk/login')}>
            钉钉登录
          </button>
        ) : null}
        <button
          type="button"
          className={styles.link}
          onClick={() => navigate(config.defaultPath ?? '/health/user/login')}
        >
          患者登录
        </button>
      </nav>
    </main>
  );
}
