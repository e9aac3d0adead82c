import { Form, Input } from 'antd-mobile';
import { confirmRules, newPasswordRules } from '../form-rules.ts';

/** A new password (8-64, letters and digits) and its confirmation, as `password` and `confirm`. */
export function NewPasswordFields({
  label,
  confirmPlaceholder,
}: {
  label: string;
  confirmPlaceholder: string;
}) {
  return (
    <>
      <Form.Item name="password" label={label} rules={newPasswordRules}>
        <Input type="password" placeholder="8-64位，含字母和数字" autoComplete="new-password" clearable />
      </Form.Item>
      <Form.Item name="confirm" label="确认密码" dependencies={['password']} rules={confirmRules('password')}>
        <Input type="password" placeholder={confirmPlaceholder} autoComplete="new-password" clearable />
      </Form.Item>
    </>
  );
}
