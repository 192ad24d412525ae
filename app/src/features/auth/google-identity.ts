/**
 * Google Identity Services in the browser: loads Google's client library once and asks it for an
 * ID token, which the server verifies (issue "App, part 1"): the server checks the provider's
 * signature, never a bare subject id. Imported lazily, when someone presses the button.
 */

type PromptNotification = { isNotDisplayed: () => boolean; isSkippedMoment: () => boolean };

/** The part of Google's `google.accounts.id` API this app uses. */
export type GoogleAccountsId = {
  initialize: (options: {
    client_id: string;
    callback: (answer: { credential: string }) => void;
    cancel_on_tap_outside?: boolean;
    use_fedcm_for_prompt?: boolean;
  }) => void;
  prompt: (listener?: (notification: PromptNotification) => void) => void;
};

declare global {
  interface Window {
    google?: { accounts: { id: GoogleAccountsId } };
  }
}

const libraryUrl = 'https://accounts.google.com/gsi/client';
let library: Promise<GoogleAccountsId> | undefined;

function loadLibrary(): Promise<GoogleAccountsId> {
  if (window.google) return Promise.resolve(window.google.accounts.id);
  library ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = libraryUrl;
    script.async = true;
    script.onload = () =>
      window.google ? resolve(window.google.accounts.id) : reject(new Error('No google.accounts'));
    script.onerror = () => {
      library = undefined; // a later press may find the network back
      script.remove();
      reject(new Error(`Could not load ${libraryUrl}`));
    };
    document.head.append(script);
  });
  return library;
}

/**
 * Shows Google's account chooser and resolves with the ID token of the account picked. Rejects when
 * the library cannot load, or the chooser was not shown or was dismissed.
 */
export async function requestGoogleIdToken(clientId: string): Promise<string> {
  const accounts = await loadLibrary();
  return new Promise((resolve, reject) => {
    accounts.initialize({
      client_id: clientId,
      callback: ({ credential }) => resolve(credential),
      cancel_on_tap_outside: true,
      use_fedcm_for_prompt: true,
    });
    accounts.prompt((notification) => {
      if (notification.isNotDisplayed() || notification.isSkippedMoment()) {
        reject(new Error('Google sign-in was not completed.'));
      }
    });
  });
}
