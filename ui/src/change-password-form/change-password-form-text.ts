import type { Translations } from '../lib/translations';
import { passwordFieldText } from '../password-field/password-field-text';

/** The password form's words in English; an app can read them without loading the form. */
export const changePasswordFormText = {
  currentPassword: 'Current password',
  newPassword: 'New password',
  confirmPassword: 'Confirm password',
  submit: 'Change Password',
  cancel: 'Cancel',
  ...passwordFieldText,
  currentPasswordRequired: 'Please enter current password.',
  newPasswordRequired: 'Please enter new password.',
  confirmPasswordRequired: 'Please enter confirm password.',
  passwordWeak:
    'Password must contain at least 8 characters, including uppercase, lowercase, number, and special character.',
  passwordMismatch: 'Confirm password must be same as new password!.',
};
export type ChangePasswordFormText = typeof changePasswordFormText;

/** The password form's words in every language. */
export const changePasswordFormTranslations: Translations<ChangePasswordFormText> = {
  en: changePasswordFormText,
  load: { de: () => import('./locales/de'), fr: () => import('./locales/fr'), it: () => import('./locales/it') },
};
