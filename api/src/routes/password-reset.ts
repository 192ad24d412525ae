import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { userIdByEmail } from '../auth/account-data';
import { emailProblem, FieldProblems, missing, normalizeEmail, throwIfProblems } from '../auth/account-rules';
import {
  markOneTimeCodeVerified,
  resetPasswordWithVerifiedCode,
  storeOneTimeCode,
  takeOneTimeCodeTry,
} from '../auth/one-time-code-data';
import { hashPassword, newPasswordProblem } from '../auth/passwords';
import { notificationSettingsOf } from '../applications/applications-data';
import { publicRoute } from '../contract/route';
import { httpError } from '../http/errors';
import { oneTimeCodeMail } from '../mail/mailer';
import type { CoreServices } from '../services';

/** One-time code rules (README states them). */
export const oneTimeCodePolicy = {
  lifetimeMinutes: 10,
  /** A code takes this many tries; the next one finds it dead. */
  triesPerCode: 5,
  /** After a verified code, the new password must be set within this time. */
  resetWindowMinutes: 10,
  resendAfterSeconds: 60,
};

const minutes = (count: number) => count * 60 * 1000;

function hashCode(salt: string, code: string): string {
  return createHash('sha256').update(`${salt}:${code}`).digest('base64url');
}

function sameHash(left: string, right: string): boolean {
  const a = Buffer.from(left);
  const b = Buffer.from(right);
  return a.length === b.length && timingSafeEqual(a, b);
}

const invalidCode = () =>
  httpError(422, 'invalid_otp', 'Invalid OTP!', {
    fields: { 'user.otp': [{ code: 'invalid_otp', message: 'Invalid OTP!' }] },
  });

export const passwordResetRoutes: FastifyPluginAsync<CoreServices> = async (server, services) => {
  const { database, limiter, limits, mailer } = services;
  const db = database.db;

  publicRoute(server, 'generateOtp', async (request) => {
    const email = normalizeEmail(request.body.user.email);
    throwIfProblems(new FieldProblems().add('user.email', emailProblem(email)));
    await limiter.consume(`otp-generate:ip:${request.ip}`, limits.otpGeneratePerIp);
    await limiter.consume(`otp-generate:email:${email}`, limits.otpGeneratePerEmail);
    const userId = await userIdByEmail(db, email);
    if (!userId) {
      throw httpError(422, 'user_not_found', 'User not found!', {
        fields: { 'user.email': [{ code: 'user_not_found', message: 'User not found!' }] },
      });
    }

    const code = String(randomInt(0, 10_000)).padStart(4, '0');
    const salt = randomBytes(16).toString('base64url');
    await storeOneTimeCode(db, userId, {
      codeHash: hashCode(salt, code),
      salt,
      expiresAt: new Date(Date.now() + minutes(oneTimeCodePolicy.lifetimeMinutes)),
    });
    // In the language of the account's other e-mails (notification settings, else the profile's).
    const { language } = await notificationSettingsOf(db, userId);
    try {
      await mailer.send(oneTimeCodeMail(email, code, oneTimeCodePolicy.lifetimeMinutes, language));
    } catch (error) {
      request.log.error(error, 'one-time code mail not sent');
      throw httpError(
        503,
        'mail_unavailable',
        'We could not send the e-mail just now. Please try again in a few minutes.',
      );
    }
    return {
      message: 'OTP sent successfully',
      data: {
        email,
        expires_in_seconds: oneTimeCodePolicy.lifetimeMinutes * 60,
        resend_after_seconds: oneTimeCodePolicy.resendAfterSeconds,
      },
    };
  });

  publicRoute(server, 'verifyOtp', async (request) => {
    const email = normalizeEmail(request.body.user.email);
    const otp = request.body.user.otp;
    throwIfProblems(
      new FieldProblems()
        .add('user.email', emailProblem(email))
        .add(
          'user.otp',
          otp === ''
            ? missing('Please enter OTP.')
            : /^\d{4}$/.test(otp)
              ? undefined
              : { code: 'invalid_format', message: 'Please enter valid OTP.' },
        ),
    );
    await limiter.consume(`otp-verify:ip:${request.ip}`, limits.otpVerifyPerIp);
    // The guess is counted before the code is compared, so parallel guesses cannot slip past the limit.
    const attempt = await limiter.reserve(
      [
        { key: `otp-verify:failures:${email}:${request.ip}`, rule: limits.otpVerifyFailuresPerAccountAndIp },
        { key: `otp-verify:failures:${email}`, rule: limits.otpVerifyFailuresPerAccount },
      ],
      'Too many wrong codes for this account today. Please try again tomorrow.',
      'otp_checks_paused',
    );

    const userId = await userIdByEmail(db, email);
    if (!userId) throw invalidCode();
    // Take one try from the code before comparing, in one statement, so parallel guesses cannot share a try.
    const live = await takeOneTimeCodeTry(db, userId, oneTimeCodePolicy.triesPerCode);
    if (!live || !sameHash(live.codeHash, hashCode(live.salt, otp))) throw invalidCode();
    await attempt.release();
    await markOneTimeCodeVerified(db, userId, new Date(Date.now() + minutes(oneTimeCodePolicy.resetWindowMinutes)));
    return { message: 'OTP verified successfully' };
  });

  publicRoute(server, 'resetPassword', async (request) => {
    const input = request.body.user;
    const email = normalizeEmail(input.email);
    throwIfProblems(
      new FieldProblems()
        .add('user.email', emailProblem(email))
        .add(
          'user.new_password',
          input.new_password ? newPasswordProblem(input.new_password) : missing('Please enter new password.'),
        )
        .add(
          'user.password_confirmation',
          !input.password_confirmation
            ? missing('Please enter confirm password.')
            : input.password_confirmation !== input.new_password
              ? { code: 'password_mismatch', message: 'Confirm password must be same as new password!.' }
              : undefined,
        ),
    );
    await limiter.consume(`password-reset:ip:${request.ip}`, limits.passwordResetPerIp);
    await limiter.consume(`password-reset:email:${email}`, limits.passwordResetPerEmail);
    const notVerified = httpError(422, 'otp_not_verified', 'Please verify the one-time code first.', {
      fields: { 'user.email': [{ code: 'otp_not_verified', message: 'Please verify the one-time code first.' }] },
    });
    // Hashed first, and the user found inside the one statement that uses up the code, so that an unknown e-mail
    // takes as long as a known one and does not tell which e-mails have accounts.
    const passwordHash = await hashPassword(input.new_password);
    // Using up the verified code and setting the password happen together or not at all.
    const reset = await resetPasswordWithVerifiedCode(db, email, passwordHash);
    if (!reset) throw notVerified;
    return { message: 'Password updated successfully' };
  });
};
