import { Button, Form, Input } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useApp } from '../../app/app-context.ts';
import { formErrorAlert } from '../../ui/form-alert.ts';
import { useCompleteSignIn } from '../session/queries.ts';
import { LoginHeader } from './components/LoginHeader.tsx';
import styles from './components/LoginLayout.module.css';
import { type DoctorLoginBody, useDoctorLogin } from './queries.ts';

export const DOCTOR_HOME_PATH = '/health/doctor/index';

/** Doctor sign-in (/doctor/login): username, password and org code. */
export default function DoctorLoginScreen() {
  const { config, ui } = useApp();
  const navigate = useNavigate();
  const login = useDoctorLogin();
  const completeSignIn = useCompleteSignIn();

  const onFinish = (values: DoctorLoginBody) =>
    login.mutate(
      { username: values.username.trim(), password: values.password, orgCode: values.orgCode.trim() },
      { onSuccess: (info) => completeSignIn(info, DOCTOR_HOME_PATH) },
    );

  return (
    <main className={styles.page}>
      <LoginHeader title={`${config.name} · 医生端`} subtitle="医生、助理请使用工作账号登录" />
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
          <Form.Item name="username" label="用户名" rules={[{ required: true, message: '请输入用户名' }]}>
            <Input placeholder="请输入用户名" autoComplete="username" clearable />
          </Form.Item>
          <Form.Item name="password" label="密码" rules={[{ required: true, message: '请输入密码' }]}>
            <Input type="password" placeholder="请输入密码" autoComplete="current-password" clearable />
          </Form.Item>
          <Form.Item name="orgCode" label="机构编码" rules={[{ required: true, message: '请输入机构编码' }]}>
            <Input placeholder="请输入机构编码" clearable />
          </Form.Item>
        </Form>
      </section>
      <nav className={styles.links}>
        <span className={styles.muted}>忘记密码请联系机构管理员</span>
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
