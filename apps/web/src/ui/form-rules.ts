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
