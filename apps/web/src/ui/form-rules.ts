import { isValidIdCard } from '@kanghu/shared';

/** Rules of a required ID-card number field: `requiredMessage` when empty, then the GB 11643 check. */
export function idCardRules(requiredMessage: string) {
  return [
    { required: true, whitespace: true, message: requiredMessage },
    {
      validator: async (_: unknown, value: string | undefined) => {
        if (value && !isValidIdCard(value.trim().toUpperCase())) throw new Error('请输入正确的身份证号');
      },
    },
  ];
}

/**
 * Rules of a required text field: `请输入<label>` (or `请填写<label>`) when blank, and
 * `<label>不能超过<max>个字` when `max` is given.
 */
export function textRules(label: string, max?: number, verb: '请输入' | '请填写' = '请输入') {
  const rules: { required?: boolean; whitespace?: boolean; max?: number; message: string }[] = [
    { required: true, whitespace: true, message: `${verb}${label}` },
  ];
  if (max !== undefined) rules.push({ max, message: `${label}不能超过${max}个字` });
  return rules;
}
