import { Button, Input } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useApp } from '../../../app/app-context.ts';
import { useCompleteSignIn } from '../../../app/session/queries.ts';
import { formErrorAlert } from '../../../ui/form-alert.ts';
import { landingFor } from '../landing.ts';
import { DOCTOR_LOGIN_VARIANTS, type DoctorLoginVariantKey } from '../login-variants.ts';
import { type DoctorLoginBody, useDoctorLogin } from '../queries.ts';
import { LoginField, LoginForm } from './LoginForm.tsx';
import { LoginHeader } from './LoginHeader.tsx';
import styles from './LoginLayout.module.css';
import { useFieldForm } from './use-field-form.ts';

/** Required fields, with the messages of the antd Form rules they replace. */
const required = (message: string) => (value: string) => (value ? null : message);
const CHECKS = {
  username: required('请输入用户名'),
  password: required('请输入密码'),
  orgCode: required('请输入机构编码'),
};

/** Work-account sign-in: username, password and org code. */
export function DoctorLoginView({ variant }: { variant: DoctorLoginVariantKey }) {
  const v = DOCTOR_LOGIN_VARIANTS[variant];
  const { config, ui } = useApp();
  const navigate = useNavigate();
  const login = useDoctorLogin(v.endpoint);
  const completeSignIn = useCompleteSignIn();
  const form = useFieldForm(CHECKS, { orgCode: config.orgCode ?? '' });

  const onFinish = (values: DoctorLoginBody) =>
    login.mutate(
      { username: values.username.trim(), password: values.password, orgCode: values.orgCode.trim() },
      { onSuccess: (info) => completeSignIn(info, landingFor(info, { servicer: v.landing })) },
    );

  return (
    <main className={styles.page}>
      <LoginHeader title={v.title(config.name)} subtitle={v.subtitle} />
      <section className={styles.card}>
        <LoginForm
          onSubmit={form.onSubmit(onFinish, formErrorAlert(ui))}
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
          <LoginField label="用户名" error={form.errors.username}>
            <Input placeholder="请输入用户名" autoComplete="username" clearable {...form.field('username')} />
          </LoginField>
          <LoginField label="密码" error={form.errors.password}>
            <Input
              type="password"
              placeholder="请输入密码"
              autoComplete="current-password"
              clearable
              {...form.field('password')}
            />
          </LoginField>
          <LoginField label="机构编码" error={form.errors.orgCode}>
            <Input placeholder="请输入机构编码" clearable {...form.field('orgCode')} />
          </LoginField>
        </LoginForm>
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
