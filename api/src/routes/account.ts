import { formatMobileNumber, storedMobileNumber } from '@jumpers/rules/mobile-number';
import type { FastifyPluginAsync } from 'fastify';
import {
  countryCodeOf,
  createUser,
  findUserByEmail,
  findUserByGoogleSubject,
  findUserById,
  linkGoogleSubject,
  setMobileNumber,
  setPassword,
  type User,
} from '../auth/account-data';
import {
  emailProblem,
  FieldProblems,
  missing,
  mobileNumberOf,
  mobileProblem,
  normalizeEmail,
  throwIfProblems,
} from '../auth/account-rules';
import { readDocumentStatus } from '../auth/document-status';
import { hashPassword, newPasswordProblem, registrationPasswordProblem, verifyPassword } from '../auth/passwords';
import { createSession } from '../auth/sessions';
import { publicRoute, route } from '../contract/route';
import type { Database } from '../db/database';
import { httpError } from '../http/errors';
import type { CoreServices } from '../services';

const duplicateEmail = 'An account with this e-mail already exists. Please sign in instead.';
const emailTaken = () =>
  httpError(422, 'email_taken', duplicateEmail, {
    fields: { 'user.email': [{ code: 'email_taken', message: duplicateEmail }] },
  });

async function signedIn(db: Database, user: User, message: string) {
  const session = await createSession(db, user.id);
  return {
    message,
    authentication_key: session.key,
    expires_at: session.expiresAt.toISOString(),
    user: { email: user.email, first_name: user.firstName, last_name: user.lastName, role: 'jumper' as const },
    documents: await readDocumentStatus(db, user.id),
  };
}

function accountSetting(user: User) {
  return {
    email: user.email,
    mobile_number: storedMobileNumber(user.mobileNumber, user.countryCode),
    mobile_number_display: formatMobileNumber(user.mobileNumber, user.countryCode) || null,
    country_code: user.countryCode,
  };
}

export const accountRoutes: FastifyPluginAsync<CoreServices> = async (server, services) => {
  const { database, limiter, limits } = services;
  const db = database.db;

  publicRoute(server, 'register', async (request, reply) => {
    const input = request.body.user;
    const email = normalizeEmail(input.email);
    const problems = new FieldProblems()
      .add('user.first_name', input.first_name.trim() ? undefined : missing('Please enter your first name.'))
      .add('user.last_name', input.last_name.trim() ? undefined : missing('Please enter your last name.'))
      .add('user.pronounce', input.pronounce.trim() ? undefined : missing('Please enter your pronounce.'))
      .add(
        'user.dob',
        input.dob <= new Date().toISOString().slice(0, 10)
          ? undefined
          : { code: 'date_in_future', message: 'Please enter a valid date of birth.' },
      )
      .add('user.mobile_number', mobileProblem(input.mobile_number, input.country_code))
      .add('user.email', emailProblem(email))
      .add('user.password', registrationPasswordProblem(input.password));
    throwIfProblems(problems);
    const mobile = mobileNumberOf(input.mobile_number, input.country_code)!;
    await limiter.consume(`register:ip:${request.ip}`, limits.registerPerIp);
    await limiter.consume(`register:email:${email}`, limits.registerPerEmail);
    if (await findUserByEmail(db, email)) throw emailTaken();

    const passwordHash = await hashPassword(input.password);
    const answer = await createUser(
      db,
      {
        email,
        passwordHash,
        gender: input.gender,
        firstName: input.first_name.trim(),
        lastName: input.last_name.trim(),
        pronounce: input.pronounce.trim(),
        dob: input.dob,
        countryCode: mobile.countryCode,
        mobileNumber: mobile.number,
        userName: input.user_name || null,
      },
      (transaction, user) => signedIn(transaction, user, 'Jumper Registered Successfully.'),
    );
    // Two registrations of one e-mail at the same moment: the database's unique index decides.
    if (answer === undefined) throw emailTaken();
    return reply.status(201).send(answer);
  });

  publicRoute(server, 'signIn', async (request, reply) => {
    const input = request.body.user;
    await limiter.consume(`sign-in:ip:${request.ip}`, limits.signInPerIp);

    if (input.login_type === 'google') {
      if (!input.id_token) {
        throw httpError(422, 'google_sign_in_failed', 'Login Failed', {
          fields: { 'user.id_token': [missing('A Google ID token is required.')] },
        });
      }
      const identity = await services.verifyGoogle(input.id_token);
      const email = normalizeEmail(identity.email);
      const accountOf = async () =>
        (await findUserByGoogleSubject(db, identity.subject)) ?? (await findUserByEmail(db, email));
      const signInTo = async (user: User) => {
        if (user.googleSubject === null) await linkGoogleSubject(db, user.id, identity.subject);
        return signedIn(db, user, 'Login Successfull');
      };
      const existing = await accountOf();
      if (existing) return signInTo(existing);
      const answer = await createUser(
        db,
        {
          email,
          googleSubject: identity.subject,
          firstName: identity.givenName ?? null,
          lastName: identity.familyName ?? null,
        },
        (transaction, created) => signedIn(transaction, created, 'Jumper Registered Successfully.'),
      );
      if (answer === undefined) {
        // Another sign-in created this account a moment ago: this one signs in to it.
        const created = await accountOf();
        if (!created) throw new Error('The Google account was neither created nor found.');
        return signInTo(created);
      }
      return reply.status(201).send(answer);
    }

    const email = normalizeEmail(input.email);
    const problems = new FieldProblems()
      .add('user.email', email === '' ? missing('Please enter email.') : undefined)
      .add('user.password', input.password ? undefined : missing('Please enter password.'));
    throwIfProblems(problems);
    // The guess is counted before the password is checked, so parallel guesses cannot slip past the limit.
    const attempt = await limiter.reserve(
      [
        { key: `sign-in:failures:${email}:${request.ip}`, rule: limits.signInFailuresPerAccountAndIp },
        { key: `sign-in:failures:${email}`, rule: limits.signInFailuresPerAccount },
      ],
      'Too many failed sign-ins for this account. Please try again later or reset your password.',
      'sign_in_paused',
    );
    const user = await findUserByEmail(db, email);
    if (!(await verifyPassword(user?.passwordHash ?? null, input.password!)) || !user) {
      throw httpError(422, 'invalid_credentials', 'Incorrect username or password.');
    }
    await attempt.release();
    return signedIn(db, user, 'Login Successfull');
  });

  route(server, 'changePassword', async (request, _reply, session) => {
    const input = request.body.user;
    const problems = new FieldProblems()
      .add('user.current_password', input.current_password ? undefined : missing('Please enter current password.'))
      .add(
        'user.new_password',
        input.new_password ? newPasswordProblem(input.new_password) : missing('Please enter new password.'),
      )
      .add(
        'user.new_password_confirmation',
        !input.new_password_confirmation
          ? missing('Please enter confirm password.')
          : input.new_password_confirmation !== input.new_password
            ? { code: 'password_mismatch', message: 'Confirm password must be same as new password!.' }
            : undefined,
      );
    throwIfProblems(problems);
    const attempt = await limiter.reserve(
      [{ key: `change-password:failures:${session.userId}`, rule: limits.changePasswordFailuresPerAccount }],
      'Too many wrong current passwords. Please try again in an hour, or reset your password.',
      'password_change_paused',
    );
    const user = await findUserById(db, session.userId);
    if (!user || !(await verifyPassword(user.passwordHash, input.current_password))) {
      throw httpError(422, 'current_password_incorrect', 'Current password is incorrect.', {
        fields: {
          'user.current_password': [{ code: 'current_password_incorrect', message: 'Current password is incorrect.' }],
        },
      });
    }
    await attempt.release();
    const passwordHash = await hashPassword(input.new_password);
    await setPassword(db, user.id, passwordHash, session.sessionId);
    return { data: 'Password changed successfully.' };
  });

  route(server, 'getAccountSetting', async (_request, _reply, session) => {
    const user = await findUserById(db, session.userId);
    if (!user) throw httpError(401, 'sign_in_required', 'Please sign in.');
    return { data: accountSetting(user) };
  });

  route(server, 'updateAccountSetting', async (request, _reply, session) => {
    const typed = request.body.user.mobile_number;
    // A number typed without its calling code is one of the account's country.
    const countryCode = await countryCodeOf(db, session.userId);
    throwIfProblems(new FieldProblems().add('user.mobile_number', mobileProblem(typed, countryCode)));
    const mobile = mobileNumberOf(typed, countryCode)!;
    const user = await setMobileNumber(db, session.userId, mobile);
    if (!user) throw httpError(401, 'sign_in_required', 'Please sign in.');
    return { message: 'Mobile Number Updated SuccessFully.', data: accountSetting(user) };
  });
};
