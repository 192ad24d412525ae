import { afterEach, describe, expect, it } from 'vitest';
import { requestGoogleIdToken, type GoogleAccountsId } from './google-identity';

/**
 * Google's library cannot load on a machine without internet, so a stand-in with the same surface
 * plays the account chooser; what is tested is this app's side of the conversation.
 */
function standIn(choose: (initialized: Parameters<GoogleAccountsId['initialize']>[0]) => void, shown = true) {
  const calls: { clientId?: string } = {};
  let options: Parameters<GoogleAccountsId['initialize']>[0] | undefined;
  window.google = {
    accounts: {
      id: {
        initialize: (given) => {
          options = given;
          calls.clientId = given.client_id;
        },
        prompt: (listener) => {
          listener?.({ isNotDisplayed: () => !shown, isSkippedMoment: () => false });
          if (shown && options) choose(options);
        },
      },
    },
  };
  return calls;
}

afterEach(() => {
  delete window.google;
});

describe('Google Identity Services', () => {
  it('asks for an account with the configured client id and hands back its ID token', async () => {
    const calls = standIn((options) => options.callback({ credential: 'header.payload.signature' }));
    await expect(requestGoogleIdToken('1234.apps.googleusercontent.com')).resolves.toBe('header.payload.signature');
    expect(calls.clientId).toBe('1234.apps.googleusercontent.com');
  });

  it('gives up when the account chooser could not be shown', async () => {
    standIn(() => undefined, false);
    await expect(requestGoogleIdToken('1234.apps.googleusercontent.com')).rejects.toThrow('not completed');
  });
});
