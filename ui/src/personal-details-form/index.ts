export {
  PersonalDetailsForm,
  defaultCities,
  defaultCountries,
  defaultNationalities,
  defaultResidencePermits,
  personalDetailsFormText,
  type PersonalDetailsFormProps,
  type PersonalDetailsFormText,
  type PersonalDetailsOptions,
} from './personal-details-form';
