import { msg } from '@lingui/core/macro';
import type { Language } from '../../i18n/language';
import { messageCatalog, type MessageWith } from '../../i18n/messages';

/** The apply flow's catalog: one PO file per language. */
export const loadApplyMessages = (language: Language) => import(`./locales/${language}.po`);

/** The figures of the travel estimate's model, as its note states them. */
type EstimateFigures = Record<
  | 'transitDetour'
  | 'drivingDetour'
  | 'transitMainKmh'
  | 'transitRegionalKmh'
  | 'transitChangeMinutes'
  | 'transitAccessMinutes'
  | 'drivingMainKmh'
  | 'drivingRegionalKmh'
  | 'drivingAccessMinutes',
  string
>;

/**
 * The apply dialog's words (the German requirement and the CV step's refusal of a file come from lib, shared with
 * other pages) and the flow's messages.
 */
export const applyText = messageCatalog(loadApplyMessages, {
  dialog: {
    explainerIntro: msg`Three steps to your next job:`,
    applyTitle: msg`Apply`,
    applyText: msg`Send your application with your CV, languages and way to work.`,
    screenTitle: msg`Screen`,
    screenText: msg`We check your profile against what the job needs.`,
    matchTitle: msg`Match`,
    matchText: msg`When it fits, the company gets in touch and you start.`,
    adjustmentsNote: msg`Need something arranged for the interview or the work, such as step-free access or a sign language interpreter? You can ask for it in the last step; only the recruiter sees it.`,
    continue: msg`Continue`,
    cvOnFile: msg({ message: 'Your CV ({fileName}) is on file and goes with your application.' }) as MessageWith<{
      fileName: string;
    }>,
    replaceCv: msg`Replace My CV`,
    cvText: msg`Companies decide faster when they can read your CV.`,
    cvField: msg`Your CV`,
    cvTypes: msg`PDF, DOC or DOCX`,
    chooseFile: msg`Choose file`,
    upload: msg`Upload`,
    later: msg`I'll Do It later`,
    noFile: msg`Please Select A File!`,
    removeFile: msg({ message: 'Remove {fileName}' }) as MessageWith<{ fileName: string }>,
    languagesIntro: msg`Which languages do you speak, and how well?`,
    searchLanguages: msg`Search languages`,
    addLanguage: msg({ message: 'Add {language}' }) as MessageWith<{ language: string }>,
    removeLanguage: msg({ message: 'Remove {language}' }) as MessageWith<{ language: string }>,
    emptyLanguageName: msg`Language name cannot be empty!`,
    noLanguageFound: msg`No language matches your search.`,
    noLanguages: msg`No languages added yet.`,
    noLanguageData: msg`No language data to submit.`,
    travelModes: msg`Way of travel`,
    transit: msg`Transit`,
    driving: msg`Driving`,
    travelTime: msg`Estimated travel time`,
    travelDistance: msg`Estimated distance`,
    noEstimate: msg`No estimate can be made without your address. Enter your town, or use your location.`,
    addressField: msg`Your address`,
    saveAddress: msg`Save`,
    useLocation: msg`Use my location`,
    askForAdjustments: msg`Ask for adjustments (optional)`,
    hideAdjustments: msg`Hide adjustments`,
    adjustmentsRequest: {
      legend: msg`Adjustments for the interview or the work (optional)`,
      privacy: msg`Only the employer's recruiter sees what you ask for here, and only to prepare your interview or your work. It is not shown on your profile, and you do not have to say why.`,
      kinds: {
        step_free_access: msg`Step-free access`,
        sign_language_interpreter: msg`Sign language interpreter`,
        extra_time: msg`Extra time`,
        accessible_documents: msg`Documents in an accessible format`,
        other: msg`Something else`,
      },
      details: msg`What do you need?`,
      detailsRequired: msg`Please tell us what you need, or untick "Something else".`,
      charactersLeft: msg({ message: '{remaining} characters left' }) as MessageWith<{ remaining: number }>,
    },
    sendApplication: msg`Send Application`,
    sentText: msg`The company will look at your profile. You can follow your application under Engagements.`,
    viewApplications: msg`View My Applications`,
    stepTitles: {
      1: msg`How Applying Works`,
      2: msg`Upload Your CV`,
      3: msg`Your Languages`,
      4: msg`Your Way To Work`,
      5: msg`We've Sent Your Application`,
    },
    back: msg`Back`,
    close: msg`Close`,
  },
  // The model's figures (rules/travel-estimate) are values: a translation keeps every placeholder.
  estimateNote: msg({
    message:
      'Estimate, not a timetable: the straight-line distance, {transitDetour} times longer by rail and {drivingDetour} by road. By public transport {transitMainKmh} km/h between the main stations nearest to your town and the job, {transitRegionalKmh} km/h to and from them with {transitChangeMinutes} min to change, and {transitAccessMinutes} min to reach the station; by car {drivingMainKmh} km/h between main towns, {drivingRegionalKmh} km/h elsewhere, and {drivingAccessMinutes} min to park. Compared with timetable and road times between Swiss towns, it is off by about a third at most.',
  }) as MessageWith<EstimateFigures>,
  fromLocationNote: msg`Measured from your current location.`,
  placeAttribution: msg`Places: GeoNames (CC BY 4.0).`,
  enterAddress: msg`Please enter your address, e.g. Bahnhofstrasse 1, 8001 Zürich.`,
  placeNotFound: msg`We could not find this town in Switzerland. Please write it as in Bahnhofstrasse 1, 8001 Zürich.`,
  locationUnavailable: msg`Your location is not available. Please enter your address instead.`,
  loadFailed: msg`Something went wrong, Please try again!`,
  cvUploaded: msg`CV Uploaded Successfully.`,
  cvFailed: msg`Failed to upload CV. Please try again.`,
  languagesLoadFailed: msg`Failed to load available languages!`,
  languageAdded: msg`Language added successfully!`,
  languagesAdded: msg`Languages added successfully.`,
  languageAddFailed: msg`Failed to add language!`,
  languagesAddFailed: msg`Failed to add languages!`,
  addedLanguageMissing: msg`Added language not found in response!`,
  languagesUpdated: msg`Languages updated successfully.`,
  languagesUpdateFailed: msg`Failed to update languages!`,
  errorUpdatingLanguages: msg`Error updating languages:`,
  errorSubmittingLanguages: msg`Error submitting languages:`,
  sendFailed: msg`Something went wrong, Please try again!`,
});
