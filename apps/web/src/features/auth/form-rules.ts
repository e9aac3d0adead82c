import {
  isMobile,
  MSG,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  parseIdCard,
  SMS_CODE_LENGTH,
} from '@kanghu/shared';

/**
 * Field rules of the sign-in and account forms (spec 1 section 5), with their Chinese messages.
 * Pure checks (`check*`) answer the message or null; `*Rules` wrap them for antd-mobile's Form.
 */

type Check = (value: string) => string | null;

export const checkTel: Check = (value) => {
  const v = value.trim();
  if (!v) return '请输入手机号';
  return isMobile(v) ? null : MSG.telInvalid;
};

/** ID card of length 15 or 18; a birthday after today answers 生日不能晚于今天. */
export function checkIdCard(value: string, today: Date = new Date()): string | null {
  const v = value.trim();
  if (!v) return '请输入身份证号';
  const parsed = parseIdCard(v, today);
  return parsed.ok ? null : parsed.msg;
}

const CODE_PATTERN = new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`);

export const checkSmsCode: Check = (value) => {
  const v = value.trim();
  if (!v) return '请输入验证码';
  return CODE_PATTERN.test(v) ? null : `请输入${SMS_CODE_LENGTH}位数字验证码`;
};

/** The server's password rule: 8-64 characters with letters and digits. */
export const checkNewPassword: Check = (value) => {
  if (!value) return '请输入密码';
  const ok =
    value.length >= PASSWORD_MIN_LENGTH &&
    value.length <= PASSWORD_MAX_LENGTH &&
    /[A-Za-z]/.test(value) &&
    /\d/.test(value);
  return ok ? null : MSG.passwordWeak;
};

export function checkConfirm(password: string, confirm: string): string | null {
  if (!confirm) return '请再次输入密码';
  return confirm === password ? null : '两次输入的密码不一致';
}

export const checkEmail: Check = (value) => {
  const v = value.trim();
  if (!v) return null;
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v) && v.length <= 120 ? null : '请输入正确的邮箱';
};

type Rule = { validator: (rule: unknown, value: string | undefined) => Promise<void> };

/** An antd-mobile Form rule from a check. */
export function ruleOf(check: Check): Rule {
  return {
    validator: (_rule, value) => {
      const message = check(value ?? '');
      return message ? Promise.reject(new Error(message)) : Promise.resolve();
    },
  };
}

export const requiredRule = (message: string) => ({ required: true, message });

// `required` marks the field (the asterisk); the check gives the same message for an empty value.
export const telRules = [requiredRule('请输入手机号'), ruleOf(checkTel)];
export const idCardRules = [requiredRule('请输入身份证号'), ruleOf((v) => checkIdCard(v))];
export const smsCodeRules = [requiredRule('请输入验证码'), ruleOf(checkSmsCode)];
export const newPasswordRules = [requiredRule('请输入密码'), ruleOf(checkNewPassword)];

/** The "confirm password" rule, reading the other field of the same form. */
export function confirmRules(field: string) {
  return [
    requiredRule('请再次输入密码'),
    ({ getFieldValue }: { getFieldValue: (name: string) => unknown }): Rule =>
      ruleOf((v) => checkConfirm(String(getFieldValue(field) ?? ''), v)),
  ];
}
