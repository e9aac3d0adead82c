import { MSG } from '@kanghu/shared';
import { describe, expect, it } from 'vitest';
import {
  checkConfirm,
  checkEmail,
  checkIdCard,
  checkNewPassword,
  checkSmsCode,
  checkTel,
  confirmRules,
  telRules,
} from './form-rules.ts';

describe('mobile number rule', () => {
  it('accepts a mainland number with optional +86 or 0086', () => {
    for (const tel of ['13800000001', '+8613800000001', '008619912345678', ' 15912345678 ']) {
      expect(checkTel(tel), tel).toBeNull();
    }
  });

  it('refuses other numbers with 请输入正确的手机号, and asks for an empty one', () => {
    for (const tel of ['12800000001', '1380000000', '138000000011', '+85213800000001', 'abc']) {
      expect(checkTel(tel), tel).toBe(MSG.telInvalid);
    }
    expect(checkTel('')).toBe('请输入手机号');
  });

  it('works as an antd-mobile rule', async () => {
    const rule = telRules[1] as { validator: (r: unknown, v?: string) => Promise<void> };
    expect(telRules[0]).toEqual({ required: true, message: '请输入手机号' });
    await expect(rule?.validator({}, '13800000001')).resolves.toBeUndefined();
    await expect(rule?.validator({}, '123')).rejects.toThrow(MSG.telInvalid);
    await expect(rule?.validator({}, undefined)).rejects.toThrow('请输入手机号');
  });
});

describe('ID card rule', () => {
  const today = new Date(2026, 10, 20);

  it('accepts valid 18- and 15-character numbers', () => {
    expect(checkIdCard('11010519491231002X', today)).toBeNull();
    expect(checkIdCard('11010519491231002x', today)).toBeNull();
    expect(checkIdCard('110105491231002', today)).toBeNull();
  });

  it('refuses a birthday after today with 生日不能晚于今天', () => {
    expect(checkIdCard('110105202612310011', today)).toBe(MSG.birthdayAfterToday);
  });

  it('refuses a wrong check digit, length or province with 请输入正确的身份证号', () => {
    for (const id of ['110105194912310021', '1101051949123100', '990105194912310021']) {
      expect(checkIdCard(id, today), id).toBe(MSG.idcardInvalid);
    }
    expect(checkIdCard('', today)).toBe('请输入身份证号');
  });
});

describe('code, password, confirm and email rules', () => {
  it('wants a 6-digit code', () => {
    expect(checkSmsCode('123456')).toBeNull();
    expect(checkSmsCode('12345')).toBe('请输入6位数字验证码');
    expect(checkSmsCode('')).toBe('请输入验证码');
  });

  it("keeps the server's password rule: 8-64 characters with letters and digits", () => {
    expect(checkNewPassword('Demo@2026')).toBeNull();
    for (const pw of ['abc123', 'abcdefgh', '12345678', `a1${'x'.repeat(63)}`]) {
      expect(checkNewPassword(pw), pw).toBe(MSG.passwordWeak);
    }
  });

  it('wants the confirmation to match', async () => {
    expect(checkConfirm('Demo@2026', 'Demo@2026')).toBeNull();
    expect(checkConfirm('Demo@2026', 'Demo@2027')).toBe('两次输入的密码不一致');
    expect(checkConfirm('Demo@2026', '')).toBe('请再次输入密码');
    const render = confirmRules('password')[1] as (form: { getFieldValue: () => unknown }) => {
      validator: (r: unknown, v?: string) => Promise<void>;
    };
    const rule = render({ getFieldValue: () => 'Abc12345' });
    await expect(rule?.validator({}, 'Abc12345')).resolves.toBeUndefined();
    await expect(rule?.validator({}, 'Abc123456')).rejects.toThrow('两次输入的密码不一致');
  });

  it('leaves an empty email alone and refuses a malformed one', () => {
    expect(checkEmail('')).toBeNull();
    expect(checkEmail('zhang@example.cn')).toBeNull();
    expect(checkEmail('zhang@')).toBe('请输入正确的邮箱');
  });
});
