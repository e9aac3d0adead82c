import { SMS_CODE_LENGTH } from '@kanghu/shared';
import { Form, Input } from 'antd-mobile';
import { smsCodeRules } from '../form-rules.ts';
import { SmsCodeButton } from './SmsCodeButton.tsx';

/** The 验证码 field of the register and reset-password forms, with its send button. */
export function SmsCodeFormItem({ send }: { send: () => Promise<boolean> }) {
  return (
    <Form.Item name="verifyCode" label="验证码" extra={<SmsCodeButton send={send} />} rules={smsCodeRules}>
      <Input
        inputMode="numeric"
        placeholder={`${SMS_CODE_LENGTH}位验证码`}
        maxLength={SMS_CODE_LENGTH}
        autoComplete="one-time-code"
      />
    </Form.Item>
  );
}
