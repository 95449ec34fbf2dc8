import { ACCOUNT_MSG, MSG, PASSWORD_MAX, PASSWORD_MIN } from '@suwork/domain';
import type { FormRule } from 'antd';

/** A new password: required, 6 to 32 characters (as the server checks). */
export const newPasswordRules = (required: string): FormRule[] => [
  { required: true, message: required },
  { min: PASSWORD_MIN, max: PASSWORD_MAX, message: ACCOUNT_MSG.passwordLength },
];

/** The confirmation repeats the field `of`: 两次输入的密码不一致 otherwise. */
export const confirmRules = (of: string): FormRule[] => [
  { required: true, message: ACCOUNT_MSG.inputConfirmPassword },
  ({ getFieldValue }) => ({
    validator: (_, value: string | undefined) =>
      !value || value === getFieldValue(of)
        ? Promise.resolve()
        : Promise.reject(new Error(ACCOUNT_MSG.passwordMismatch)),
  }),
];

export const PHONE_RULES: FormRule[] = [
  { required: true, message: MSG.inputPhone },
  { pattern: /^1\d{10}$/, message: '请输入正确的手机号' },
];

export const EMAIL_RULE: FormRule = { type: 'email', message: '请输入正确的邮箱' };
