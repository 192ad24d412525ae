import { isValidIBAN, electronicFormatIBAN } from 'ibantools';
import { isAhvNumber } from '@jumpers/rules/ahv-number';
import { employmentTypes, identificationDocumentTypes } from '../db/profile-schema';
import { FieldErrors, flag, idList, isoDate, text, todayInSwitzerland, wholeNumber } from './field-checks';

/** Input as it arrives: parsed JSON or the text fields of a multipart form. */
type Input = Record<string, unknown>;

/** A rule's outcome: the clean value to store, or the messages to answer with. */
export type Checked<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

function outcome<T>(errors: FieldErrors, value: () => T): Checked<T> {
  return errors.empty ? { ok: true, value: value() } : { ok: false, errors };
}

function required(errors: FieldErrors, input: Input, field: string, message: string) {
  const value = text(input[field]);
  if (value === undefined) errors.add(field, message, 'required');
  return value;
}

function oneOf<T extends string>(options: readonly T[], value: unknown): T | undefined {
  return options.find((option) => option === text(value));
}

function choice(errors: FieldErrors, input: Input, field: string, options: number[], message: string) {
  const value = wholeNumber(input[field]);
  if (value === undefined || !options.includes(value)) {
    errors.add(field, message, text(input[field]) === undefined ? 'required' : 'not_one_of');
  }
  return value;
}

/** A date that is not later than today, with a message for each way it can be wrong. */
function pastDate(errors: FieldErrors, input: Input, field: string, label: string, requiredMessage?: string) {
  const raw = text(input[field]);
  if (raw === undefined) {
    if (requiredMessage) errors.add(field, requiredMessage, 'required');
    return undefined;
  }
  const date = isoDate(raw);
  if (!date) errors.add(field, `${label} must be a date as YYYY-MM-DD.`, 'invalid_date');
  else if (date > todayInSwitzerland()) errors.add(field, `${label} cannot be later than today.`, 'date_in_future');
  else if (date < '1900-01-01') errors.add(field, `${label} cannot be before 1900.`, 'date_too_early');
  return date;
}

function endAfterStart(errors: FieldErrors, field: string, start: string | undefined, end: string | undefined) {
  if (start && end && end < start) errors.add(field, 'End date cannot be before the start date.', 'end_before_start');
}

export const weeklyWorkloads = [20, 40, 60, 80];

export type WorkExperienceValues = {
  companyName: string;
  jobTitle: string;
  location: string;
  employment: (typeof employmentTypes)[number];
  weeklyWorkload: number;
  currentlyWorking: boolean;
  startDate: string;
  endDate: string | null;
  responsibilities: string | null;
  skillIds: number[];
};

/**
 * A work experience (docs/product-rules.md#validation-messages). Skill ids are checked against the list by the
 * caller.
 */
export function checkWorkExperience(input: Input): Checked<WorkExperienceValues> {
  const errors = new FieldErrors();
  const companyName = required(errors, input, 'company_name', 'Company name is required.');
  const jobTitle = required(errors, input, 'job_title', 'Job title is required.');
  const location = required(errors, input, 'location', 'Location is required.');
  const employmentText = required(errors, input, 'employment', 'Employment type is required.');
  const employment = oneOf(employmentTypes, employmentText);
  if (employmentText !== undefined && !employment) {
    errors.add('employment', 'Employment type must be full_time, part_time or internship.', 'not_one_of');
  }
  const workloadText = required(errors, input, 'weekly_workload', 'Weekly workload is required.');
  const weeklyWorkload = wholeNumber(workloadText?.replace(/\s*%$/, ''));
  if (workloadText !== undefined && (weeklyWorkload === undefined || !weeklyWorkloads.includes(weeklyWorkload))) {
    errors.add('weekly_workload', 'Weekly workload must be 20%, 40%, 60% or 80%.', 'not_one_of');
  }
  const startDate = pastDate(errors, input, 'work_exp_start_time', 'Start date', 'Start date is required.');
  const currentlyWorking = flag(input.currently_working_on_role) ?? false;
  const endDate = currentlyWorking ? undefined : pastDate(errors, input, 'work_exp_end_time', 'End date');
  if (!currentlyWorking && text(input.work_exp_end_time) === undefined) {
    errors.add('work_exp_end_time', 'Please select end date or mark currently working', 'end_date_or_current');
  }
  endAfterStart(errors, 'work_exp_end_time', startDate, endDate);
  const skillIds = idList(input.skill_ids);
  if (!skillIds) errors.add('skill_ids', 'Skills must be a list of skill ids.', 'invalid_format');
  return outcome(errors, () => ({
    companyName: companyName!,
    jobTitle: jobTitle!,
    location: location!,
    employment: employment!,
    weeklyWorkload: weeklyWorkload!,
    currentlyWorking,
    startDate: startDate!,
    endDate: endDate ?? null,
    responsibilities: text(input.responsibilities) ?? null,
    skillIds: skillIds!,
  }));
}

export type EducationValues = {
  school: string;
  degree: string;
  location: string;
  startDate: string;
  endDate: string | null;
  responsibilitiesAndAccomplishments: string | null;
  skillIds: number[];
};

/** An education (docs/product-rules.md#validation-messages). */
export function checkEducation(input: Input): Checked<EducationValues> {
  const errors = new FieldErrors();
  const school = required(errors, input, 'school', 'School name is required.');
  const degree = required(errors, input, 'degree', 'Degree is required.');
  const location = required(errors, input, 'location', 'Location is required.');
  const startDate = pastDate(errors, input, 'education_start_date', 'Start date', 'Start date is required.');
  const endDate = pastDate(errors, input, 'education_end_date', 'End date');
  endAfterStart(errors, 'education_end_date', startDate, endDate);
  const skillIds = idList(input.skill_ids);
  if (!skillIds) errors.add('skill_ids', 'Skills must be a list of skill ids.', 'invalid_format');
  return outcome(errors, () => ({
    school: school!,
    degree: degree!,
    location: location!,
    startDate: startDate!,
    endDate: endDate ?? null,
    responsibilitiesAndAccomplishments: text(input.responsiblities_and_accomplishments) ?? null,
    skillIds: skillIds!,
  }));
}

export const jobProfileOptions = [
  'Software Engineer',
  'Acute-care',
  'Automotive Assistant With Federal VET Certificate',
];
export const experienceOptions = ['5 years', 'Fresher', '7 years'];

/** A job profile (docs/product-rules.md#validation-messages). */
export function checkJobProfile(input: Input): Checked<{ jobProfile: string; experience: string }> {
  const errors = new FieldErrors();
  const jobProfile = required(errors, input, 'job_profile', 'Jobprofile is required.');
  if (jobProfile !== undefined && !jobProfileOptions.includes(jobProfile)) {
    errors.add('job_profile', `Jobprofile must be one of: ${jobProfileOptions.join(', ')}.`, 'not_one_of');
  }
  const experience = required(errors, input, 'experience', 'Experience is required.');
  if (experience !== undefined && !experienceOptions.includes(experience)) {
    errors.add('experience', `Experience must be one of: ${experienceOptions.join(', ')}.`, 'not_one_of');
  }
  return outcome(errors, () => ({ jobProfile: jobProfile!, experience: experience! }));
}

export type BankDetailValues = {
  iban: string;
  bankName: string;
  accountHolderFirstName: string;
  accountHolderLastName: string;
  address: string;
  plz: string;
  city: string;
};

/** Bank details, every field required; the IBAN must pass its country's format and check digits. */
export function checkBankDetails(input: Input): Checked<BankDetailValues> {
  const errors = new FieldErrors();
  const ibanText = required(errors, input, 'iban', 'IBAN is required!');
  const iban = ibanText === undefined ? undefined : electronicFormatIBAN(ibanText);
  if (ibanText !== undefined && (!iban || !isValidIBAN(iban))) {
    errors.add('iban', 'Please enter a valid IBAN.', 'invalid_iban');
  }
  const bankName = required(errors, input, 'bank_name', 'Bank name is required!');
  const first = required(errors, input, 'account_holder_first_name', 'First name is required!');
  const last = required(errors, input, 'account_holder_last_name', 'Last name is required!');
  const address = required(errors, input, 'address', 'Address is required!');
  const city = required(errors, input, 'city', 'City is required!');
  const plz = required(errors, input, 'plz', 'PLZ is required!');
  return outcome(errors, () => ({
    iban: iban!,
    bankName: bankName!,
    accountHolderFirstName: first!,
    accountHolderLastName: last!,
    address: address!,
    plz: plz!,
    city: city!,
  }));
}

export type SocialSecurityValues = {
  ahvNumber: string;
  maritalStatus: number;
  bvgContribution: boolean | null;
  responsibleForChildMaintenance: boolean | null;
  receivesUnemploymentBenefits: boolean | null;
  pension: number;
  degreeOfDisability: number | null;
  bvgContributionPillar: number;
};

/** The social security details, with their numbered choices (docs/product-rules.md#data-shapes). */
export function checkSocialSecurity(input: Input): Checked<SocialSecurityValues> {
  const errors = new FieldErrors();
  const ahvNumber = required(errors, input, 'oasi_ahv_number', 'AHV Number is required');
  if (ahvNumber !== undefined && !isAhvNumber(ahvNumber)) {
    errors.add(
      'oasi_ahv_number',
      'AHV Number must be 756.XXXX.XXXX.XX with a valid check digit.',
      'invalid_ahv_number',
    );
  }
  const maritalStatus = choice(errors, input, 'marital_status', [0, 1, 2], 'Please select marital status');
  const pillar = choice(errors, input, 'bvg_contribution_pillar', [0, 1, 2], 'Please select a BVG Pillar option');
  const pension = choice(errors, input, 'is_pension', [0, 1, 2], 'Please select pension status');
  const degreeText = text(input.degree_of_disability);
  const degree = wholeNumber(degreeText);
  if (degreeText === undefined) {
    if (pension === 2) errors.add('degree_of_disability', 'Disability value is required.', 'required');
  } else if (degree === undefined || degree < 0 || degree > 100) {
    errors.add('degree_of_disability', 'Degree of disability must be a whole number from 0 to 100.', 'out_of_range');
  }
  const booleans = ['bvg_contribution', 'is_responsible_for_child_maintenance', 'receive_unemployment_benefits'];
  for (const field of booleans) {
    if (input[field] !== undefined && input[field] !== null && flag(input[field]) === undefined) {
      errors.add(field, `${field} must be true or false.`, 'wrong_type');
    }
  }
  return outcome(errors, () => ({
    ahvNumber: ahvNumber!,
    maritalStatus: maritalStatus!,
    bvgContribution: flag(input.bvg_contribution) ?? null,
    responsibleForChildMaintenance: flag(input.is_responsible_for_child_maintenance) ?? null,
    receivesUnemploymentBenefits: flag(input.receive_unemployment_benefits) ?? null,
    pension: pension!,
    degreeOfDisability: degree ?? null,
    bvgContributionPillar: pillar!,
  }));
}

export type PersonalDetailValues = {
  title: number;
  pronounce: string;
  firstName: string;
  lastName: string;
  dob: string | null;
  sex: number | null;
  address: string;
  city: string;
  plz: string | null;
  country: string;
  homeTown: string;
  residencePermit: string;
  nationality: string;
  maritalStatus: number;
  maritalStatusSince: string | null;
  livingInCohabitation: 'Yes' | 'No';
  language: number;
  state: string | null;
};

/** DD-MM-YYYY for a real day that is not in the future. */
export function isBirthDate(value: string) {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value);
  if (!match) return false;
  const iso = `${match[3]}-${match[2]}-${match[1]}`;
  return isoDate(iso) !== undefined && iso <= todayInSwitzerland();
}

/** The personal details, with their numbered choices (docs/product-rules.md#data-shapes). */
export function checkPersonalDetails(input: Input): Checked<PersonalDetailValues> {
  const errors = new FieldErrors();
  const pronounce = required(errors, input, 'jumper_pronounce', 'Pronounce is required');
  const address = required(errors, input, 'jumper_address', 'Address is required');
  const firstName = required(errors, input, 'jumper_first_name', 'First name is required');
  const lastName = required(errors, input, 'jumper_last_name', 'Last name is required');
  const maritalStatus = choice(errors, input, 'jumper_maratial_status', [0, 1, 2], 'Please select marital status');
  const country = required(errors, input, 'jumper_country', 'Please select country');
  const cohabitation = oneOf(['Yes', 'No'] as const, input.jumper_living_in_cohabilitation);
  if (!cohabitation) {
    const given = text(input.jumper_living_in_cohabilitation) !== undefined;
    errors.add(
      'jumper_living_in_cohabilitation',
      'Please select living in cohabitation',
      given ? 'not_one_of' : 'required',
    );
  }
  const residencePermit = required(errors, input, 'jumper_residence_permit', 'Please select residence permit');
  const city = required(errors, input, 'jumper_city', 'Please select city');
  const title = choice(errors, input, 'jumper_title', [0, 1, 2], 'Please select title');
  const homeTown = required(errors, input, 'jumper_home_town', 'Please select home town');
  const nationality = required(errors, input, 'jumper_nationality', 'Please select nationality');
  const language = choice(errors, input, 'jumper_language', [0, 1, 2, 3], 'Please select at least one language');
  const dob = text(input.jumper_dob);
  if (dob !== undefined && !isBirthDate(dob))
    errors.add('jumper_dob', 'Date of birth must be a past date as DD-MM-YYYY.', 'invalid_date');
  const sexGiven = text(input.jumper_sex) !== undefined;
  const sex = wholeNumber(input.jumper_sex);
  if (sexGiven && sex !== 0 && sex !== 1) errors.add('jumper_sex', 'Sex must be 0 (male) or 1 (female).', 'not_one_of');
  return outcome(errors, () => ({
    title: title!,
    pronounce: pronounce!,
    firstName: firstName!,
    lastName: lastName!,
    dob: dob ?? null,
    sex: sex ?? null,
    address: address!,
    city: city!,
    plz: text(input.jumper_plz) ?? null,
    country: country!,
    homeTown: homeTown!,
    residencePermit: residencePermit!,
    nationality: nationality!,
    maritalStatus: maritalStatus!,
    maritalStatusSince: text(input.jumper_maratial_status_since) ?? null,
    livingInCohabitation: cohabitation!,
    language: language!,
    state: text(input.jumper_state) ?? null,
  }));
}

/** The identification's type; the two images are checked as files. */
export function checkIdentificationType(input: Input, errors: FieldErrors) {
  const given = text(input.document_type);
  const type = oneOf(identificationDocumentTypes, given);
  if (given === undefined) errors.add('document_type', 'Document type is required.', 'required');
  else if (!type) {
    errors.add('document_type', 'Document type must be passport, id_card or residential_permit.', 'not_one_of');
  }
  return type;
}
