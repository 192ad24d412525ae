/** The password form's words in English; an app can read them without loading the form. */
export const changePasswordFormText = {
  currentPassword: 'Current password',
  newPassword: 'New password',
  confirmPassword: 'Confirm password',
  submit: 'Change Password',
  cancel: 'Cancel',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  currentPasswordRequired: 'Please enter current password.',
  newPasswordRequired: 'Please enter new password.',
  confirmPasswordRequired: 'Please enter confirm password.',
  passwordWeak:
    'Password must contain at least 8 characters, including uppercase, lowercase, number, and special character.',
  passwordMismatch: 'Confirm password must be same as new password!.',
};
export type ChangePasswordFormText = typeof changePasswordFormText;
