import { createRemoteJWKSet, jwtVerify } from 'jose';
import { httpError } from '../http/errors';

export type GoogleOptions = {
  /** The OAuth client id of the app; ID tokens must name it as their audience. Unset: Google sign-in is off. */
  clientId: string | undefined;
  /** Google's published signing keys (overridden in tests by keys the test serves). */
  jwksUrl: string;
};

export const googleJwksUrl = 'https://www.googleapis.com/oauth2/v3/certs';
const googleIssuers = ['https://accounts.google.com', 'accounts.google.com'];

export type GoogleIdentity = { subject: string; email: string; givenName?: string; familyName?: string };

/** Verifies a Google ID token: signature against the published keys, audience, issuer, expiry, verified e-mail. */
export function googleVerifier(options: GoogleOptions) {
  const keys = createRemoteJWKSet(new URL(options.jwksUrl), { timeoutDuration: 5000 });
  return async (idToken: string): Promise<GoogleIdentity> => {
    if (!options.clientId) {
      throw httpError(422, 'google_sign_in_unavailable', 'Google sign-in is not configured on this server.');
    }
    let claims;
    try {
      ({ payload: claims } = await jwtVerify(idToken, keys, {
        audience: options.clientId,
        issuer: googleIssuers,
        algorithms: ['RS256'],
        clockTolerance: 30,
      }));
    } catch {
      throw httpError(422, 'google_sign_in_failed', 'Login Failed', {
        fields: {
          'user.id_token': [{ code: 'google_token_invalid', message: 'The Google sign-in could not be verified.' }],
        },
      });
    }
    if (typeof claims.sub !== 'string' || typeof claims.email !== 'string' || claims.email_verified !== true) {
      throw httpError(422, 'google_sign_in_failed', 'Login Failed', {
        fields: {
          'user.id_token': [{ code: 'google_email_unverified', message: 'The Google account has no verified e-mail.' }],
        },
      });
    }
    return {
      subject: claims.sub,
      email: claims.email,
      givenName: typeof claims.given_name === 'string' ? claims.given_name : undefined,
      familyName: typeof claims.family_name === 'string' ? claims.family_name : undefined,
    };
  };
}

export type GoogleVerifier = ReturnType<typeof googleVerifier>;
