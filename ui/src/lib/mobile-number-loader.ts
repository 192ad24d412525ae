import type * as mobileNumberRules from '@jumpers/rules/mobile-number';

type MobileNumbers = typeof mobileNumberRules;

let loading: Promise<MobileNumbers> | undefined;

/**
 * The mobile-number rules, loaded when first needed: libphonenumber's metadata is about a fifth of the registration
 * page's JavaScript, and the page shows before anyone types a number (a saved number is shown as the server writes
 * it for reading). One load for the whole app; after a failed
 * load (the network dropped) the next call tries again.
 */
export function loadMobileNumbers(): Promise<MobileNumbers> {
  loading ??= import('@jumpers/rules/mobile-number').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
