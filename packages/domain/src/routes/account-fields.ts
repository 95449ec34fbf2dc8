import { ACCOUNT_MSG, PASSWORD_MAX, PASSWORD_MIN } from '../account-messages.ts';
import { MSG } from '../messages.ts';
import { z } from 'zod';

// Form fields shared by company set-up, staff registration and the profile, with the member form's rules.

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const personName = (message: string = MSG.inputMemberName) =>
  z.string({ error: message }).trim().min(1, message).max(64, '姓名不能超过64个字符');

export const phone = z
  .string({ error: MSG.inputPhone })
  .trim()
  .min(1, MSG.inputPhone)
  .regex(/^1\d{10}$/, '请输入正确的手机号');

/** blank allowed (registration and profile); when given it must look like an address */
export const optionalEmail = z
  .string({ error: '邮箱格式错误' })
  .trim()
  .max(128, '邮箱不能超过128个字符')
  .refine((v) => v === '' || EMAIL.test(v), '请输入正确的邮箱');

export const newPassword = (message: string = MSG.inputPassword) =>
  z
    .string({ error: message })
    .min(1, message)
    .min(PASSWORD_MIN, ACCOUNT_MSG.passwordLength)
    .max(PASSWORD_MAX, ACCOUNT_MSG.passwordLength);

export const confirmPassword = z
  .string({ error: ACCOUNT_MSG.inputConfirmPassword })
  .min(1, ACCOUNT_MSG.inputConfirmPassword)
  .max(PASSWORD_MAX, ACCOUNT_MSG.passwordMismatch);

/** refine options: a confirmation that does not repeat the password is reported on the confirmation field */
export const mismatchOn = (field: string) => ({ message: ACCOUNT_MSG.passwordMismatch, path: [field] });
