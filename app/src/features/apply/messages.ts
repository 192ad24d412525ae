import { msg } from '@lingui/core/macro';
import { applyDialogTranslations } from '@jumpers/ui';
import type { Language } from '../../i18n/language';
import { messageCatalog, uiTextCatalog, type MessageWith } from '../../i18n/messages';

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

/** The apply dialog's own words, as the ui gives them, in the language in use. */
export const applyDialogTexts = uiTextCatalog(applyDialogTranslations);

/**
 * The flow's messages, and the apply dialog's words the app says its own way: the travel figures are an estimate of
 * the app's model (the note under them says how it is made), and the CV step's refusal of a file comes from lib,
 * where it says what the server's does.
 */
export const applyText = messageCatalog(loadApplyMessages, {
  dialog: {
    travelTime: msg`Estimated travel time`,
    travelDistance: msg`Estimated distance`,
    noEstimate: msg`No estimate can be made without your address. Enter your town, or use your location.`,
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
