export { cn } from './lib/cn';
export {
  loadTranslation,
  uiLanguages,
  type TranslatedLanguage,
  type Translations,
  type UiLanguage,
} from './lib/translations';
export * from './button';
export * from './spinner';
export * from './dialog';
export * from './confirm-dialog';
export * from './toast';
export * from './tooltip';
export * from './field';
export * from './text-field';
export * from './password-field';
export * from './textarea';
export * from './select';
export * from './native-select';
export * from './combobox';
export * from './checkbox';
export * from './radio-group';
export * from './date-field';
export * from './phone-field';
export * from './otp-input';
export * from './file-input';
export * from './stepper-input';
export * from './switch';
export * from './form';
export * from './tabs';
export * from './nav-bar';
export * from './tab-nav';
export * from './footer';
export * from './pagination';
export * from './collapsible-section';
export type { LinkRenderProps, RenderLink } from './lib/render-link';
export * from './loading-overlay';
export * from './empty-state';
export * from './card';
export * from './settings-section';
export * from './badge';
export * from './avatar';
export * from './banner';
export * from './slider';
export * from './job-tile';
export * from './job-facts';
export * from './commute-chip';
export * from './save-toggle';
export * from './net-pay-breakdown';
export * from './job-filters';
export * from './alert-editor';
export * from './alert-list';
export * from './job-list';
export * from './job-map';
export * from './swiss-location-map';
export type {
  AdjustmentKind,
  AdjustmentsRequestValue,
  AppliedJob,
  ApplicationPayload,
  ApplyDraftValues,
  ApplicationStage,
  ApplicationStageChange,
  OpenApplicationStage,
  AvailableLanguage,
  GermanLevel,
  GermanRequirementLabels,
  Job,
  JobKind,
  JumperPosition,
  LanguageSkill,
  PermanentJob,
  SpokenLevel,
} from './lib/jobs';
export {
  adjustmentKinds,
  applicationStages,
  directionsUrl,
  germanRequirementLabels,
  isOpenApplicationStage,
  jobKind,
  jobTitle,
} from './lib/jobs';
export type { Commute, CommuteLeg, CommuteMode, JobFactsData, JobPay, JobWorkload, PayPeriod } from './lib/job-facts';
export type { Canton, JobCriteria, JobFilterValue, JobSort, MaxCommute, StartWithin } from './lib/job-criteria';
export {
  cantons,
  countActiveFilters,
  defaultJobFilters,
  maxCommuteChoices,
  minPayChoices,
  startWithinChoices,
  workloadBounds,
} from './lib/job-criteria';
export { jobCriteriaText, jobCriteriaTranslations, type JobCriteriaText } from './lib/job-criteria-text';
export { describeJobCriteria } from './lib/job-criteria-summary';
export * from './job-detail';
export * from './upload-box';
export * from './application-card';
export * from './application-stage-badge';
export * from './application-timeline';
export * from './withdraw-application-dialog';
export * from './adjustments-request';
export * from './explore-layout';
export * from './engagements-layout';
export * from './apply-dialog';
export * from './language-edit-dialog';
export * from './sign-in-form';
export * from './password-checklist';
export * from './registration-form';
export * from './forgot-password-form';
export * from './document-upload-form';
export * from './identification-form';
export * from './change-password-form';
export * from './mobile-number-form';
export * from './logout-dialog';
export * from './work-experience-form';
export * from './education-form';
export * from './job-profile-form';
export * from './bank-details-form';
export * from './social-security-form';
export * from './personal-details-form';
export * from './language-skill-form';
export * from './profile-section';
export * from './profile-items';
export * from './job-profile-card';
export * from './bank-details-card';
export * from './social-security-cards';
export * from './payslips-empty';
export * from './profile-summary';
export * from './video-recorder';
export type * from './lib/profile';
