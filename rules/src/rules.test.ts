import { describe, expect, it } from 'vitest';
import { isAhvNumber } from './ahv-number';
import { isEmail } from './email';
import { checkMobileNumber, formatMobileNumber, storedMobileNumber } from './mobile-number';
import { isNewPassword, isRegistrationPassword, registrationPasswordRules } from './password';

describe('isEmail', () => {
  it('takes something@domain.tld', () => {
    expect(isEmail('anna@example.ch')).toBe(true);
    expect(isEmail('anna.meier+jobs@mail.example.com')).toBe(true);
  });

  it('refuses spaces, a second @, no domain and a one-letter top-level domain', () => {
    for (const value of ['', 'anna', 'anna@example', 'anna@example.c', 'an na@example.ch', 'anna@@example.ch']) {
      expect(isEmail(value), value).toBe(false);
    }
  });
});

describe('passwords', () => {
  it('registration: 8 characters, a letter and one of !@#$%^&*', () => {
    expect(isRegistrationPassword('jumper!1')).toBe(true);
    expect(isRegistrationPassword('jumper!')).toBe(false);
    expect(isRegistrationPassword('12345678!')).toBe(false);
    expect(isRegistrationPassword('jumper123')).toBe(false);
    expect(registrationPasswordRules.hasLetter('1!')).toBe(false);
    expect(registrationPasswordRules.hasSpecialSymbol('a&')).toBe(true);
    expect(registrationPasswordRules.hasMinimumLength('abcdefgh')).toBe(true);
  });

  it('new password: upper, lower, digit and one of !@#$%^&*, nothing else, 8 characters', () => {
    expect(isNewPassword('Jumper!26')).toBe(true);
    expect(isNewPassword('Jump!2a')).toBe(false);
    expect(isNewPassword('jumper!26')).toBe(false);
    expect(isNewPassword('JUMPER!26')).toBe(false);
    expect(isNewPassword('Jumper!ab')).toBe(false);
    expect(isNewPassword('Jumper26a')).toBe(false);
    expect(isNewPassword('Jumper !26')).toBe(false);
    expect(isNewPassword('Jümper!26')).toBe(false);
  });
});

describe('mobile numbers', () => {
  it('reads national, trunk-prefixed and international numbers in E.164', () => {
    for (const typed of ['79 123 45 67', '079 123 45 67', '+41 79 123 45 67', '0041 79-123-45-67', 791234567]) {
      expect(checkMobileNumber(typed, '+41'), String(typed)).toEqual({
        ok: true,
        number: '+41791234567',
        countryCode: '+41',
      });
    }
    expect(checkMobileNumber('+49 151 23456789', '+41')).toMatchObject({ ok: true, countryCode: '+49' });
  });

  it('says whether a refused number has too few or too many digits', () => {
    expect(checkMobileNumber('79 123', '+41')).toEqual({ ok: false, problem: 'length' });
    expect(checkMobileNumber('044 123 45 67', '+41')).toEqual({ ok: false, problem: 'invalid' });
    expect(checkMobileNumber('mobile', '+41')).toEqual({ ok: false, problem: 'invalid' });
    expect(checkMobileNumber(undefined)).toEqual({ ok: false, problem: 'invalid' });
  });

  it('reads a stored number in E.164 for the API, and formatted for people', () => {
    expect(storedMobileNumber('+41791234567', '+41')).toBe('+41791234567');
    expect(storedMobileNumber('0791234567', '+41')).toBe('+41791234567');
    expect(storedMobileNumber('12', '+41')).toBe('12');
    expect(storedMobileNumber(null, null)).toBeNull();
    expect(formatMobileNumber('+41791234567')).toBe('+41 79 123 45 67');
    expect(formatMobileNumber('0791234567', '+41')).toBe('+41 79 123 45 67');
    expect(formatMobileNumber('12')).toBe('12');
    expect(formatMobileNumber(null)).toBe('');
  });
});

describe('isAhvNumber', () => {
  it('takes 756.XXXX.XXXX.XX with the EAN-13 check digit of the other twelve', () => {
    expect(isAhvNumber('756.1234.5678.97')).toBe(true);
  });

  it('refuses a wrong check digit, another country prefix and other groupings', () => {
    for (const value of ['756.1234.5678.90', '757.1234.5678.97', '7561234567897', '756.1234.5678.9']) {
      expect(isAhvNumber(value), value).toBe(false);
    }
  });
});
