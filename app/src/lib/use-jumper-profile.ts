import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../api/client';
import type { components } from '../api/schema';

export type JumperProfile = components['schemas']['JumperProfile'];

/** The profile, or undefined when the call failed. */
const fetchProfile = () =>
  api.GET('/api/v1/jumper_profile').then(
    ({ data }) => data?.data,
    () => undefined,
  );

/**
 * The signed-in jumper's profile (GET /api/v1/jumper_profile) for a profile sub-page: loading while the
 * first answer is out, `failed` when it did not come, `reload` to try again, `setProfile` to show what a
 * save returned without asking the server again.
 */
export function useJumperProfile() {
  const [profile, setProfile] = useState<JumperProfile>();
  const [failed, setFailed] = useState(false);
  const mounted = useRef(true);

  const show = useCallback((loaded: JumperProfile | undefined) => {
    if (!mounted.current) return;
    if (loaded) setProfile(loaded);
    setFailed(loaded === undefined);
  }, []);

  useEffect(() => {
    mounted.current = true;
    void fetchProfile().then(show);
    return () => {
      mounted.current = false;
    };
  }, [show]);

  const reload = useCallback(async () => {
    setFailed(false);
    show(await fetchProfile());
  }, [show]);

  return { profile, loading: profile === undefined && !failed, failed, reload, setProfile };
}
