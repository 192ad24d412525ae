import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import {
  emailProblem,
  FieldProblems,
  mobileDigits,
  mobileProblem,
  normalizeEmail,
  throwIfProblems,
} from '../auth/account-rules';
import { readDocumentStatus } from '../auth/document-status';
import { hashPassword, newPasswordProblem, registrationPasswordProblem, verifyPassword } from '../auth/passwords';
import { createSession, revokeSessionsOfUser } from '../auth/sessions';
import { publicRoute, route } from '../contract/route';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { HttpError } from '../http/errors';
import type { CoreServices } from '../services';

type User = typeof users.$inferSelect;

const duplicateEmail = 'An account with this e-mail already exists. Please sign in instead.';

function isUniqueViolation(error: unknown): boolean {
  // node-postgres and PGlite both report PostgreSQL's SQLSTATE, sometimes on the wrapped cause (Drizzle).
  const codeOf = (value: unknown) => (value as { code?: unknown } | undefined)?.code;
  return codeOf(error) === '23505' || codeOf((error as { cause?: unknown } | undefined)?.cause) === '23505';
}

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

async function findUserByEmail(db: Database, email: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return user;
}

function accountSetting(user: User) {
  return { email: user.email, mobile_number: user.mobileNumber, country_code: user.countryCode };
}

export const accountRoutes: FastifyPluginAsync<CoreServices> = async (server, services) => {
  const { database, limiter, limits } = services;
  const db = database.db;

  publicRoute(server, 'register', async (request, reply) => {
    const input = request.body.user;
    const email = normalizeEmail(input.email);
    const problems = new FieldProblems()
      .add('user.first_name', input.first_name.trim() ? undefined : 'Please enter your first name.')
      .add('user.last_name', input.last_name.trim() ? undefined : 'Please enter your last name.')
      .add('user.pronounce', input.pronounce.trim() ? undefined : 'Please enter your pronounce.')
      .add(
        'user.dob',
        input.dob <= new Date().toISOString().slice(0, 10) ? undefined : 'Please enter a valid date of birth.',
      )
      .add('user.mobile_number', mobileProblem(input.mobile_number))
      .add('user.email', emailProblem(email))
      .add('user.password', registrationPasswordProblem(input.password));
    throwIfProblems(problems);
    await limiter.consume(`register:ip:${request.ip}`, limits.registerPerIp);
    await limiter.consume(`register:email:${email}`, limits.registerPerEmail);
    if (await findUserByEmail(db, email)) throw new HttpError(422, duplicateEmail, { 'user.email': [duplicateEmail] });

    const passwordHash = await hashPassword(input.password);
    try {
      const answer = await db.transaction(async (transaction) => {
        const [user] = await transaction
          .insert(users)
          .values({
            email,
            passwordHash,
            gender: input.gender,
            firstName: input.first_name.trim(),
            lastName: input.last_name.trim(),
            pronounce: input.pronounce.trim(),
            dob: input.dob,
            countryCode: input.country_code ?? null,
            mobileNumber: mobileDigits(input.mobile_number) ?? null,
            userName: input.user_name || null,
          })
          .returning();
        return signedIn(transaction as Database, user!, 'Jumper Registered Successfully.');
      });
      return reply.status(201).send(answer);
    } catch (error) {
      // Two registrations of one e-mail at the same moment: the database's unique index decides.
      if (isUniqueViolation(error)) throw new HttpError(422, duplicateEmail, { 'user.email': [duplicateEmail] });
      throw error;
    }
  });

  publicRoute(server, 'signIn', async (request, reply) => {
    const input = request.body.user;
    await limiter.consume(`sign-in:ip:${request.ip}`, limits.signInPerIp);

    if (input.login_type === 'google') {
      if (!input.id_token)
        throw new HttpError(422, 'Login Failed', { 'user.id_token': ['A Google ID token is required.'] });
      const identity = await services.verifyGoogle(input.id_token);
      const email = normalizeEmail(identity.email);
      const [bySubject] = await db.select().from(users).where(eq(users.googleSubject, identity.subject)).limit(1);
      const byEmail = bySubject ?? (await findUserByEmail(db, email));
      if (byEmail) {
        if (byEmail.googleSubject === null) {
          await db
            .update(users)
            .set({ googleSubject: identity.subject, updatedAt: new Date() })
            .where(eq(users.id, byEmail.id));
        }
        return signedIn(db, byEmail, 'Login Successfull');
      }
      const answer = await db.transaction(async (transaction) => {
        const [created] = await transaction
          .insert(users)
          .values({
            email,
            googleSubject: identity.subject,
            firstName: identity.givenName ?? null,
            lastName: identity.familyName ?? null,
          })
          .returning();
        return signedIn(transaction as Database, created!, 'Jumper Registered Successfully.');
      });
      return reply.status(201).send(answer);
    }

    const email = normalizeEmail(input.email);
    const problems = new FieldProblems()
      .add('user.email', email === '' ? 'Please enter email.' : undefined)
      .add('user.password', input.password ? undefined : 'Please enter password.');
    throwIfProblems(problems);
    const failuresKey = `sign-in:failures:${email}`;
    await limiter.ensureBelow(
      failuresKey,
      limits.signInFailuresPerAccount,
      'Too many failed sign-ins for this account. Please try again later or reset your password.',
    );
    const user = await findUserByEmail(db, email);
    if (!(await verifyPassword(user?.passwordHash ?? null, input.password!)) || !user) {
      await limiter.recordFailure(failuresKey, limits.signInFailuresPerAccount);
      throw new HttpError(422, 'Incorrect username or password.');
    }
    return signedIn(db, user, 'Login Successfull');
  });

  route(server, 'changePassword', async (request, _reply, session) => {
    const input = request.body.user;
    const problems = new FieldProblems()
      .add('user.current_password', input.current_password ? undefined : 'Please enter current password.')
      .add(
        'user.new_password',
        input.new_password ? newPasswordProblem(input.new_password) : 'Please enter new password.',
      )
      .add(
        'user.new_password_confirmation',
        !input.new_password_confirmation
          ? 'Please enter confirm password.'
          : input.new_password_confirmation !== input.new_password
            ? 'Confirm password must be same as new password!.'
            : undefined,
      );
    throwIfProblems(problems);
    const [user] = await db.select().from(users).where(eq(users.id, session.userId)).limit(1);
    if (!user || !(await verifyPassword(user.passwordHash, input.current_password))) {
      throw new HttpError(422, 'Current password is incorrect.', {
        'user.current_password': ['Current password is incorrect.'],
      });
    }
    const passwordHash = await hashPassword(input.new_password);
    await db.transaction(async (transaction) => {
      await transaction.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
      await revokeSessionsOfUser(transaction as Database, user.id, session.sessionId);
    });
    return { data: 'Password changed successfully.' };
  });

  route(server, 'getAccountSetting', async (_request, _reply, session) => {
    const [user] = await db.select().from(users).where(eq(users.id, session.userId)).limit(1);
    if (!user) throw new HttpError(401, 'Please sign in.');
    return { data: accountSetting(user) };
  });

  route(server, 'updateAccountSetting', async (request, _reply, session) => {
    const mobileNumber = request.body.user.mobile_number;
    throwIfProblems(new FieldProblems().add('user.mobile_number', mobileProblem(mobileNumber)));
    const [user] = await db
      .update(users)
      .set({ mobileNumber: mobileDigits(mobileNumber)!, updatedAt: new Date() })
      .where(eq(users.id, session.userId))
      .returning();
    if (!user) throw new HttpError(401, 'Please sign in.');
    return { message: 'Mobile Number Updated SuccessFully.', data: accountSetting(user) };
  });
};
