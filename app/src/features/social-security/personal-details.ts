import type { PersonalDetails } from '@jumpers/ui';
import type { components } from '@jumpers/contract';
import type { JumperProfile } from '../../lib/jumper-queries';

type PersonalDetailsInput = components['schemas']['PersonalDetailsInput'];
type KnownDetails = Partial<PersonalDetails> & Pick<PersonalDetails, 'jumper_first_name' | 'jumper_last_name'>;

const given = <Value>(value: Value | null | undefined) => (value === null ? undefined : value);

/**
 * What the personal-details form starts with: what was saved before, and otherwise what registration
 * told us (names, date of birth as DD-MM-YYYY, sex from the gender: '0' male, '1' female).
 */
export function personalDetailsFrom(profile: JumperProfile): KnownDetails {
  return {
    jumper_title: given(profile.jumper_title),
    jumper_pronounce: given(profile.jumper_pronounce),
    jumper_first_name: profile.jumper_first_name ?? '',
    jumper_last_name: profile.jumper_last_name ?? '',
    jumper_dob: given(profile.jumper_dob),
    jumper_sex:
      profile.jumper_sex === null || profile.jumper_sex === undefined ? undefined : String(profile.jumper_sex),
    jumper_address: given(profile.jumper_address),
    jumper_city: given(profile.jumper_city),
    jumper_plz: given(profile.jumper_plz),
    jumper_country: given(profile.jumper_country),
    jumper_home_town: given(profile.jumper_home_town),
    jumper_residence_permit: given(profile.jumper_residence_permit),
    jumper_nationality: given(profile.jumper_nationality),
    jumper_maratial_status: given(profile.jumper_maratial_status),
    jumper_maratial_status_since: given(profile.jumper_maratial_status_since),
    jumper_living_in_cohabilitation: given(profile.jumper_living_in_cohabilitation),
    jumper_language: given(profile.jumper_language),
    jumper_state: given(profile.jumper_state),
  };
}

/**
 * The form's answer as the API takes it: sex as 0 or 1 (null when unknown), an empty date of birth left
 * out (the API wants DD-MM-YYYY or nothing), empty optional texts as null.
 */
export function personalDetailsBody(details: PersonalDetails): PersonalDetailsInput {
  const { jumper_dob, jumper_sex, jumper_maratial_status_since, jumper_state, ...rest } = details;
  return {
    ...rest,
    ...(jumper_dob ? { jumper_dob } : {}),
    jumper_sex: jumper_sex === '0' ? 0 : jumper_sex === '1' ? 1 : null,
    jumper_maratial_status_since: jumper_maratial_status_since || null,
    jumper_state: jumper_state.trim() || null,
  };
}

/** 'Anna Muster, Bahnhofstrasse 1, 8001 Zürich': a line that shows the saved details at a glance. */
export function personalDetailsSummary(profile: JumperProfile): string | undefined {
  if (profile.jumper_title === null || profile.jumper_title === undefined) return undefined;
  const place = [profile.jumper_plz, profile.jumper_city].filter(Boolean).join(' ');
  return [`${profile.jumper_first_name ?? ''} ${profile.jumper_last_name ?? ''}`.trim(), profile.jumper_address, place]
    .filter(Boolean)
    .join(', ');
}
