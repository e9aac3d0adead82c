import { Button, Form, Input } from 'antd-mobile';
import { useApp } from '../../app/app-context.ts';
import { formErrorAlert } from '../../ui/form-alert.ts';
import { PageBar, useGoBack } from '../../ui/PageBar.tsx';
import { confirmRules, newPasswordRules, requiredRule, ruleOf } from '../auth/form-rules.ts';
import styles from './Account.module.css';
import { ACCOUNT_PATHS } from './paths.ts';
import { useChangePassword } from './queries.ts';

interface Values {
  oldPwd: string;
  password: string;
  confirm: string;
}

export const PASSWORD_CHANGED = '密码修改成功，其他设备上的登录已失效';
const notSameAsOld = ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) =>
  ruleOf((v) => (v && v === getFieldValue('oldPwd') ? '新密码不能与原密码相同' : null));

/** Change password (/health/user/set/update/password): old password, new password twice. */
export default function UpdatePasswordScreen() {
  const { ui } = useApp();
  const change = useChangePassword();
  const goBack = useGoBack(ACCOUNT_PATHS.settings);

  const onFinish = (values: Values) =>
    change.mutate(
      { oldPwd: values.oldPwd, password: values.password },
      {
        onSuccess: async () => {
          await ui.alert(PASSWORD_CHANGED);
          goBack();
        },
      },
    );

  return (
    <main className={styles.page}>
      <PageBar title="修改密码" fallback={ACCOUNT_PATHS.settings} />
      <div className={`${styles.group} ${styles.form}`}>
        <Form
          layout="horizontal"
          onFinish={onFinish}
          onFinishFailed={formErrorAlert(ui)}
          footer={
            <Button
              block
              type="submit"
              color="primary"
              size="large"
              shape="rounded"
              loading={change.isPending}
            >
              确认修改
            </Button>
          }
        >
          <Form.Item name="oldPwd" label="原密码" rules={[requiredRule('请输入原密码')]}>
            <Input type="password" placeholder="请输入原密码" autoComplete="current-password" clearable />
          </Form.Item>
          <Form.Item
            name="password"
            label="新密码"
            dependencies={['oldPwd']}
            rules={[...newPasswordRules, notSameAsOld]}
          >
            <Input type="password" placeholder="8-64位，含字母和数字" autoComplete="new-password" clearable />
          </Form.Item>
          <Form.Item
            name="confirm"
            label="确认密码"
            dependencies={['password']}
            rules={confirmRules('password')}
          >
            <Input type="password" placeholder="请再次输入新密码" autoComplete="new-password" clearable />
          </Form.Item>
        </Form>
      </div>
      <p className={styles.hint}>忘记原密码？可退出登录后，在登录页通过“忘记密码”用手机验证码重置。</p>
    </main>
  );
}
