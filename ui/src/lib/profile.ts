/**
 * The jumper's data as the profile and account pieces receive and send it: the API's shapes,
 * typed here so that ui needs nothing from the API package. Field names keep the API's spellings.
 */

/** Spoken level of a language; a new language starts at beginner. */
export type SpokenLevel = 'beginner' | 'intermediate' | 'advanced' | 'native';

export type LanguageSkill = {
  id: number;
  admin_language: string;
  admin_language_id: number;
  language: string;
  spoken_level: SpokenLevel;
};

export type Skill = { id: number; skill_name: string };

export type EmploymentType = 'full_time' | 'part_time' | 'internship';

export type WorkExperience = {
  id: number;
  company_name: string;
  job_title: string;
  location: string;
  employment: EmploymentType;
  /** Percent of a full week: 20, 40, 60 or 80. */
  weekly_workload: number;
  currently_working_on_role: boolean;
  /** `YYYY-MM-DD`. */
  work_exp_start_time: string;
  /** `YYYY-MM-DD`, or null while currently working. */
  work_exp_end_time: string | null;
  responsibilities: string;
  reference_letter_url?: string | null;
  /** The stored reference letter's original file name; null when it was not kept. */
  reference_letter_name?: string | null;
  /** Comma-joined skill ids, e.g. `"1,4"`. */
  skill_ids: string;
};

/**
 * What the work-experience form sends: the entity's fields, a new reference letter file if chosen, and whether the
 * stored letter is to be removed.
 */
export type WorkExperiencePayload = Omit<WorkExperience, 'id' | 'reference_letter_url' | 'reference_letter_name'> & {
  reference_letter: File | null;
  remove_reference_letter: boolean;
};

export type Education = {
  id: number;
  school: string;
  degree: string;
  location: string;
  /** `YYYY-MM-DD`. */
  education_start_date: string;
  /** `YYYY-MM-DD` or null. */
  education_end_date: string | null;
  /** Spelt as the API spells it. */
  responsiblities_and_accomplishments: string;
  skill_ids: string;
  certificate_url?: string | null;
  /** The stored certificate's original file name; null when it was not kept. */
  certificate_name?: string | null;
};

/** What the education form sends: a new certificate file if chosen, and whether the stored one is to be removed. */
export type EducationPayload = Omit<Education, 'id' | 'certificate_url' | 'certificate_name'> & {
  certificate: File | null;
  remove_certificate: boolean;
};

export type CertificateDocument = {
  id: number;
  file_url: string;
  certificate_document: string;
  created_at: string;
  updated_at: string;
};

export type EmploymentReference = {
  id: number;
  file_url: string;
  employment_reference: string;
  created_at: string;
  updated_at: string;
};

export type IdentificationDocumentType = 'passport' | 'id_card' | 'residential_permit';

export type JumperIdentification = {
  id: number;
  document_type: IdentificationDocumentType;
  front_image_url: string;
  back_image_url: string;
  created_at: string;
};

export type IdentificationPayload = {
  document_type: IdentificationDocumentType;
  front_image: File;
  back_image: File;
};

export type JobProfile = { id: number; job_profile: string; experience: string; status: string };
export type JobProfilePayload = { job_profile: string; experience: string };

export type BankDetail = {
  iban: string;
  bank_name: string;
  account_holder_first_name: string;
  account_holder_last_name: string;
  address: string;
  plz: string;
  city: string;
};

/** 0 single, 1 married, 2 divorced. */
export type MaritalStatus = 0 | 1 | 2;

export type SocialSecurityDetails = {
  oasi_ahv_number: string;
  marital_status: MaritalStatus;
  bvg_contribution: boolean;
  is_responsible_for_child_maintenance: boolean;
  receive_unemployment_benefits: boolean;
  /** 0 neither retired nor disabled, 1 retired or early retirement, 2 disability pension. */
  is_pension: 0 | 1 | 2;
  /** 0-100, or null unless on a disability pension. */
  degree_of_disability: number | null;
  /** 0 contract longer than three months, 1 employment longer than 13 weeks, 2 responsible for child maintenance. */
  bvg_contribution_pillar: 0 | 1 | 2;
};

/** english 0, german 1, spanish 2, italian 3. */
export type JumperLanguage = 0 | 1 | 2 | 3;

export type PersonalDetails = {
  /** 0 Mr, 1 Mrs, 2 Ms. */
  jumper_title: 0 | 1 | 2;
  jumper_pronounce: string;
  jumper_first_name: string;
  jumper_last_name: string;
  /** `DD-MM-YYYY`. */
  jumper_dob: string;
  jumper_sex: string;
  jumper_address: string;
  jumper_city: string;
  jumper_plz: string;
  jumper_country: string;
  jumper_home_town: string;
  jumper_residence_permit: string;
  jumper_nationality: string;
  jumper_maratial_status: MaritalStatus;
  jumper_maratial_status_since: string;
  jumper_living_in_cohabilitation: 'Yes' | 'No';
  jumper_language: JumperLanguage;
  jumper_state: string;
};

export type JumperProfile = {
  profile_photo_url: string | null;
  jumper_description: string | null;
  jumper_first_name: string;
  jumper_last_name: string;
  mobile_number: string | null;
  /** The number as people read it, `+41 79 123 45 67`: shown instead of `mobile_number` when there. */
  mobile_number_display?: string | null;
  email: string;
  jumper_address: string | null;
  jumper_city: string | null;
  jumper_country: string | null;
  jumper_plz: string | null;
};

/** 0 male, 1 female. */
export type Gender = 0 | 1;

export type RegistrationUser = {
  gender: Gender;
  first_name: string;
  last_name: string;
  pronounce: string;
  /** `YYYY-MM-DD`. */
  dob: string;
  country_code: string;
  mobile_number: string;
  email: string;
  password: string;
  role: 'jumper';
  user_name: '';
};

export type SignInCredentials = { email: string; password: string };
export type ChangePasswordPayload = {
  current_password: string;
  new_password: string;
  new_password_confirmation: string;
};
export type PasswordResetPayload = { email: string; otp: string; new_password: string; password_confirmation: string };
