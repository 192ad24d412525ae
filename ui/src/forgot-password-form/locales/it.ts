import passwordField from '../../password-field/locales/it';
import type { ForgotPasswordFormText } from '../forgot-password-form';

export default {
  emailStepIntro: 'Inserisca l’indirizzo e-mail del Suo account e Le invieremo un codice.',
  email: 'E-mail',
  next: 'Avanti',
  otpStepIntro: 'Inserisca il codice a 4 cifre che abbiamo inviato al Suo indirizzo e-mail.',
  otp: 'Codice',
  submit: 'Conferma',
  resend: 'Invia di nuovo il codice',
  resendIn: (seconds) => `Invia di nuovo il codice tra ${seconds} s`,
  invalidOtp: 'Codice non valido!',
  passwordStepIntro: 'Scelga una nuova password.',
  newPassword: 'Nuova password',
  confirmPassword: 'Conferma password',
  save: 'Salva',
  ...passwordField,
  emailRequired: 'Inserisca l’indirizzo e-mail.',
  emailInvalid: 'Inserisca un indirizzo e-mail valido.',
  otpRequired: 'Inserisca il codice.',
  otpInvalid: 'Inserisca un codice valido.',
  newPasswordRequired: 'Inserisca una nuova password.',
  confirmPasswordRequired: 'Confermi la password.',
  passwordWeak:
    'La password deve contenere almeno 8 caratteri, con lettere maiuscole e minuscole, una cifra e un carattere speciale.',
  passwordMismatch: 'La conferma deve corrispondere alla nuova password!',
} satisfies ForgotPasswordFormText;
