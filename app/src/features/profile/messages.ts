import { msg } from '@lingui/core/macro';
import {
  educationFormTranslations,
  identificationFormTranslations,
  jobProfileCardTranslations,
  jobProfileFormTranslations,
  languageSkillFormTranslations,
  profileItemsTranslations,
  profileSectionTranslations,
  profileSummaryTranslations,
  videoRecorderTranslations,
  workExperienceFormTranslations,
} from '@jumpers/ui';
import type { Language } from '../../i18n/language';
import { messageCatalog, uiTextCatalog, type MessageWith, type Texts } from '../../i18n/messages';

/** The profile's catalog: its pages, and the words of the ui pieces they show (ui's English is the first version's). */
export const loadProfileMessages = (language: Language) => import(`./locales/${language}.po`);

export const profileText = messageCatalog(loadProfileMessages, {
  tabs: {
    label: msg`Profile sections`,
    jumperProfile: msg`Jumper Profile`,
    payslips: msg`Payslips`,
    bankDetails: msg`Bank Account details`,
    socialSecurity: msg`Social Security`,
    videoRecordings: msg`Video Recordings`,
  },
  loading: msg`Loading`,
  loadFailed: msg`Your profile could not be loaded.`,
  retry: msg`Try again`,
  cancel: msg`Cancel`,
  photoUpdated: msg`Profile updated successfully`,
  photoFailed: msg`Error`,
  descriptionUpdated: msg`Description updated successfully`,
  descriptionFailed: msg`Error updating description`,
  tips: {
    title: msg`Tips for a good profile`,
    intro: msg`Employers read many profiles a day. These tips help yours stand out and get you matched faster.`,
    items: [
      {
        title: msg`Start with who you are and what you want`,
        text: msg`Open About Me with one or two sentences: your trade or field, your years of experience, and the kind of work you are looking for (temporary, permanent, which workload).`,
      },
      {
        title: msg`Show results, not only duties`,
        text: msg`Instead of "responsible for the warehouse", write "organised a warehouse of 2,000 items and cut picking errors in half". Numbers make experience concrete.`,
      },
      {
        title: msg`Name your skills and certificates`,
        text: msg`List tools, machines, software, driving licences and diplomas (e.g. forklift licence, EFZ, first aid). Employers search for them.`,
      },
      {
        title: msg`Say where and when you can work`,
        text: msg`Mention the region you can travel to, when you can start, and whether you work shifts, weekends or nights.`,
      },
      {
        title: msg`Keep it short and honest`,
        text: msg`A few clear paragraphs read better than a long text. Check spelling, avoid abbreviations, and only claim what you can show at an interview.`,
      },
      {
        title: msg`Complete the rest of your profile`,
        text: msg`A recent photo, your CV, language levels, and a short video introduction make your profile more trustworthy and lead to more offers.`,
      },
    ],
    gotIt: msg`Got it`,
  },
  cv: {
    title: msg`CV`,
    current: msg`Your CV`,
    none: msg`No CV uploaded yet.`,
    upload: msg`Upload CV`,
    hint: msg`PDF, DOC or DOCX up to 20 MB`,
    wrongType: msg`Please choose a PDF, DOC or DOCX file.`,
    updated: msg`CV updated successfully`,
    failed: msg`Failed to upload CV. Please try again.`,
  },
  sections: {
    workExperience: msg`Work experience`,
    languageSkills: msg`Language skills`,
    education: msg`Education`,
    certificates: msg`Certificates and Diplomas`,
    references: msg`Employment References`,
    identification: msg`Passport/ID/Residential permit`,
    jobProfiles: msg`Job Profiles`,
  },
  empty: {
    workExperience: msg`No work experience added yet.`,
    languageSkills: msg`No languages added yet.`,
    education: msg`No education added yet.`,
    certificates: msg`No certificate or diploma uploaded yet.`,
    references: msg`No employment reference uploaded yet.`,
    identification: msg`No identification document uploaded yet.`,
    jobProfiles: msg`No job profiles yet. Add the kind of work you are looking for.`,
  },
  dialogs: {
    addWorkExperience: msg`Add work experience`,
    editWorkExperience: msg`Edit work experience`,
    addLanguage: msg`Add language`,
    editLanguage: msg`Edit language`,
    addEducation: msg`Add education`,
    editEducation: msg`Edit education`,
    addCertificate: msg`Upload certificate`,
    editCertificate: msg`Replace certificate`,
    addReference: msg`Upload reference letter`,
    editReference: msg`Replace reference letter`,
    addIdentification: msg`Upload identification document`,
    addJobProfile: msg`Add job profile`,
  },
  workExperience: {
    added: msg`Work Experience Added Successfully`,
    updated: msg`Work Experience Updated Successfully`,
    saveFailed: msg`Failed to save work experience`,
    saveError: msg`Failed to save work experience. Please try again.`,
    deleted: msg`Work experience deleted successfully`,
    deleteFailed: msg`Failed to delete work experience. Please try again.`,
  },
  education: {
    added: msg`Education added successfully`,
    updated: msg`Education updated successfully`,
    saveFailed: msg`Failed to save education`,
    saveError: msg`Failed to save education. Please try again.`,
    deleted: msg`Education deleted successfully`,
    deleteFailed: msg`Failed to delete education. Please try again.`,
  },
  languages: {
    added: msg`Language added successfully!`,
    updated: msg`Languages updated successfully.`,
    addFailed: msg`Failed to add language!`,
    updateFailed: msg`Failed to update languages!`,
    loadFailed: msg`Failed to load available languages!`,
    deleted: msg`Language skill deleted successfully`,
    deleteFailed: msg`Failed to delete language skill. Please try again.`,
    // The server's language names as shown; a name not here is shown as the server has it.
    names: {
      German: msg`German`,
      Italian: msg`Italian`,
      Spanish: msg`Spanish`,
      English: msg`English`,
      French: msg`French`,
    },
  },
  certificate: {
    added: msg`Certificate added successfully`,
    updated: msg`Certificate updated successfully`,
    failed: msg`Failed to upload certificate. Please try again.`,
    deleted: msg`Certificate deleted successfully`,
    deleteFailed: msg`Failed to delete certificate. Please try again.`,
  },
  reference: {
    added: msg`Reference letter uploaded successfully`,
    updated: msg`Reference letter updated successfully`,
    failed: msg`Failed to upload reference letter. Please try again.`,
    deleted: msg`Reference letter deleted successfully`,
    deleteFailed: msg`Failed to delete reference letter. Please try again.`,
  },
  identification: {
    added: msg`Identification document uploaded successfully`,
    failed: msg`Failed to upload identification document. Please try again.`,
    deleted: msg`Identification document deleted successfully`,
    deleteFailed: msg`Failed to delete identification document. Please try again.`,
  },
  jobProfiles: {
    add: msg`Add job profile`,
    // English shows the server's own words; a translation says it in its own words, and keeps the placeholder in a
    // select (a message without one would be read as a plain text, not a function of the server's words).
    created: msg({
      message: '{serverText}',
      comment:
        'A job profile was created: English shows the server\'s message. Translate "Job profile created successfully." inside {serverText, select, other {…}}',
    }) as MessageWith<{ serverText: string }>,
    // When the server gave no reason of its own (the call site shows that reason first).
    createFailed: msg`An error occurred while creating the job profile.`,
    deleted: msg`Job profile deleted successfully.`,
    deleteFailed: msg`Failed to delete job profile.`,
    loadFailed: msg`Job profiles could not be loaded.`,
    // The server's job profiles and experiences as shown; a value not here is shown as the server has it.
    options: {
      'Software Engineer': msg`Software Engineer`,
      'Acute-care': msg`Acute-care`,
      'Automotive Assistant With Federal VET Certificate': msg`Automotive Assistant With Federal VET Certificate`,
      '5 years': msg`5 years`,
      Fresher: msg`Fresher`,
      '7 years': msg`7 years`,
    },
  },
  skillsFailed: msg`Failed to fetch skills. Please try again.`,
  listsFailed: msg`Some profile sections could not be loaded.`,
  video: {
    intro: msg`A short video (about one minute) in which you introduce yourself helps employers get to know you.`,
    none: msg`No video recording yet.`,
    uploaded: msg`Video uploaded successfully.`,
    failed: msg`Something Went Wrong. Please Try Again!`,
  },
});

export type ProfileText = Texts<typeof profileText.messages>;

/** The ui's own words of what the profile shows, in the language in use: loaded with the page, not copied here. */
export const profileSummaryTexts = uiTextCatalog(profileSummaryTranslations);
export const profileSectionTexts = uiTextCatalog(profileSectionTranslations);
export const profileItemsTexts = uiTextCatalog(profileItemsTranslations);
export const workExperienceFormTexts = uiTextCatalog(workExperienceFormTranslations);
export const educationFormTexts = uiTextCatalog(educationFormTranslations);
export const languageSkillFormTexts = uiTextCatalog(languageSkillFormTranslations);
export const identificationFormTexts = uiTextCatalog(identificationFormTranslations);
export const jobProfileFormTexts = uiTextCatalog(jobProfileFormTranslations);
export const jobProfileCardTexts = uiTextCatalog(jobProfileCardTranslations);
export const videoRecorderTexts = uiTextCatalog(videoRecorderTranslations);
