import { useEffect, useState } from 'react';
import type * as mobileNumberRules from '@jumpers/rules/mobile-number';

type MobileNumbers = typeof mobileNumberRules;

let loading: Promise<MobileNumbers> | undefined;
let loaded: MobileNumbers | undefined;

/**
 * The mobile-number rules, loaded when first needed: libphonenumber's metadata is about a fifth of the registration
 * page's JavaScript, and the page shows before anyone types a number. One load for the whole app; after a failed
 * load (the network dropped) the next call tries again.
 */
export function loadMobileNumbers(): Promise<MobileNumbers> {
  loading ??= import('@jumpers/rules/mobile-number').then(
    (rules) => (loaded = rules),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The mobile-number rules once loaded (the first render starts the load), undefined until then. */
export function useMobileNumbers(): MobileNumbers | undefined {
  const [rules, setRules] = useState(loaded);
  useEffect(() => {
    if (rules) return;
    let current = true;
    loadMobileNumbers().then(
      (done) => current && setRules(done),
      // Not loaded: the number stays as stored, which is readable too.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [rules]);
  return rules;
}
