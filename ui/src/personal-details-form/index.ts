export {
  PersonalDetailsForm,
  defaultCities,
  defaultCountries,
  defaultNationalities,
  defaultResidencePermits,
  personalDetailsFormText,
  personalDetailsFormTranslations,
  type PersonalDetailsFormProps,
  type PersonalDetailsFormText,
  type PersonalDetailsOptions,
} from './personal-details-form';
