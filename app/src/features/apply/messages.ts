import { applyAdjustmentsGermanText, type ApplyDialogText } from '@jumpers/ui';
import { defineCatalog } from '../../i18n/catalog';
import { travelModels } from '@jumpers/rules/travel-estimate';

const { transit, driving } = travelModels;

interface ApplyTexts {
  dialog: Partial<ApplyDialogText>;
  locale: string;
  estimateNote: string;
  fromLocationNote: string;
  placeAttribution: string;
  enterAddress: string;
  placeNotFound: string;
  locationUnavailable: string;
  loadFailed: string;
  cvUploaded: string;
  cvFailed: string;
  languagesLoadFailed: string;
  languageAdded: string;
  languagesAdded: string;
  languageAddFailed: string;
  languagesAddFailed: string;
  addedLanguageMissing: string;
  languagesUpdated: string;
  languagesUpdateFailed: string;
  errorUpdatingLanguages: string;
  errorSubmittingLanguages: string;
  sendFailed: string;
}

export const applyText = defineCatalog<ApplyTexts>(
  {
    dialog: {
      travelTime: 'Estimated travel time',
      travelDistance: 'Estimated distance',
      noEstimate: 'No estimate can be made without your address. Enter your town, or use your location.',
      saveAddress: 'Save',
      useLocation: 'Use my location',
    },
    locale: 'en-GB',
    estimateNote:
      `Estimate, not a timetable: the straight-line distance, ${transit.detour} times longer by rail and ${driving.detour} by road. ` +
      `By public transport ${transit.mainKmh} km/h between the main stations nearest to your town and the job, ` +
      `${transit.regionalKmh} km/h to and from them with ${transit.changeMinutes} min to change, and ${transit.accessMinutes} min to reach the station; ` +
      `by car ${driving.mainKmh} km/h between main towns, ${driving.regionalKmh} km/h elsewhere, and ${driving.accessMinutes} min to park. ` +
      'Compared with timetable and road times between Swiss towns, it is off by about a third at most.',
    fromLocationNote: 'Measured from your current location.',
    placeAttribution: 'Places: GeoNames (CC BY 4.0).',
    enterAddress: 'Please enter your address, e.g. Bahnhofstrasse 1, 8001 Zürich.',
    placeNotFound: 'We could not find this town in Switzerland. Please write it as in Bahnhofstrasse 1, 8001 Zürich.',
    locationUnavailable: 'Your location is not available. Please enter your address instead.',
    loadFailed: 'Something went wrong, Please try again!',
    cvUploaded: 'CV Uploaded Successfully.',
    cvFailed: 'Failed to upload CV. Please try again.',
    languagesLoadFailed: 'Failed to load available languages!',
    languageAdded: 'Language added successfully!',
    languagesAdded: 'Languages added successfully.',
    languageAddFailed: 'Failed to add language!',
    languagesAddFailed: 'Failed to add languages!',
    addedLanguageMissing: 'Added language not found in response!',
    languagesUpdated: 'Languages updated successfully.',
    languagesUpdateFailed: 'Failed to update languages!',
    errorUpdatingLanguages: 'Error updating languages:',
    errorSubmittingLanguages: 'Error submitting languages:',
    sendFailed: 'Something went wrong, Please try again!',
  },
  {
    dialog: {
      stepTitles: {
        1: 'So funktioniert die Bewerbung',
        2: 'Laden Sie Ihren Lebenslauf hoch',
        3: 'Ihre Sprachen',
        4: 'Ihr Arbeitsweg',
        5: 'Wir haben Ihre Bewerbung gesendet',
      },
      back: 'Zurück',
      close: 'Schliessen',
      explainerIntro: 'Drei Schritte zu Ihrer nächsten Stelle:',
      applyTitle: 'Bewerben',
      applyText: 'Senden Sie Ihre Bewerbung mit Lebenslauf, Sprachen und Arbeitsweg.',
      screenTitle: 'Prüfen',
      screenText: 'Wir vergleichen Ihr Profil mit den Anforderungen der Stelle.',
      matchTitle: 'Passen',
      matchText: 'Wenn es passt, meldet sich das Unternehmen und Sie legen los.',
      ...applyAdjustmentsGermanText,
      continue: 'Weiter',
      cvOnFile: (fileName) => `Ihr Lebenslauf (${fileName}) ist gespeichert und wird mit Ihrer Bewerbung gesendet.`,
      replaceCv: 'Lebenslauf ersetzen',
      cvText: 'Unternehmen entscheiden schneller, wenn sie Ihren Lebenslauf lesen können.',
      cvField: 'Ihr Lebenslauf',
      cvTypes: 'PDF, DOC oder DOCX',
      chooseFile: 'Datei auswählen',
      upload: 'Hochladen',
      later: 'Später erledigen',
      noFile: 'Bitte wählen Sie eine Datei aus!',
      removeFile: (fileName) => `${fileName} entfernen`,
      languagesIntro: 'Welche Sprachen sprechen Sie, und wie gut?',
      searchLanguages: 'Sprachen suchen',
      addLanguage: (language) => `${language} hinzufügen`,
      removeLanguage: (language) => `${language} entfernen`,
      emptyLanguageName: 'Der Name der Sprache darf nicht leer sein!',
      noLanguageFound: 'Keine Sprache passt zu Ihrer Suche.',
      noLanguages: 'Noch keine Sprachen hinzugefügt.',
      noLanguageData: 'Keine Sprachdaten zum Senden.',
      travelModes: 'Verkehrsmittel',
      transit: 'ÖV',
      driving: 'Auto',
      travelTime: 'Geschätzte Reisezeit',
      travelDistance: 'Geschätzte Distanz',
      noEstimate:
        'Ohne Ihre Adresse ist keine Schätzung möglich. Geben Sie Ihren Wohnort ein oder verwenden Sie Ihren Standort.',
      addressField: 'Ihre Adresse',
      saveAddress: 'Speichern',
      useLocation: 'Meinen Standort verwenden',
      sendApplication: 'Bewerbung senden',
      sentText: 'Das Unternehmen prüft Ihr Profil. Unter «Bewerbungen» können Sie Ihre Bewerbung verfolgen.',
      viewApplications: 'Meine Bewerbungen ansehen',
    },
    locale: 'de-CH',
    estimateNote:
      `Schätzung, kein Fahrplan: die Luftlinie, auf der Schiene ${transit.detour}-mal und auf der Strasse ${driving.detour}-mal länger. ` +
      `Mit dem ÖV ${transit.mainKmh} km/h zwischen den Hauptbahnhöfen nahe Ihrem Wohnort und der Stelle, ` +
      `${transit.regionalKmh} km/h von und zu ihnen mit ${transit.changeMinutes} Min. zum Umsteigen und ${transit.accessMinutes} Min. bis zum Bahnhof; ` +
      `mit dem Auto ${driving.mainKmh} km/h zwischen grösseren Orten, ${driving.regionalKmh} km/h sonst und ${driving.accessMinutes} Min. zum Parkieren. ` +
      'Verglichen mit Fahrplan- und Strassenzeiten zwischen Schweizer Orten weicht sie höchstens um etwa ein Drittel ab.',
    fromLocationNote: 'Gemessen ab Ihrem aktuellen Standort.',
    placeAttribution: 'Orte: GeoNames (CC BY 4.0).',
    enterAddress: 'Bitte geben Sie Ihre Adresse ein, z. B. Bahnhofstrasse 1, 8001 Zürich.',
    placeNotFound:
      'Wir haben diesen Ort in der Schweiz nicht gefunden. Bitte schreiben Sie ihn wie in Bahnhofstrasse 1, 8001 Zürich.',
    locationUnavailable: 'Ihr Standort ist nicht verfügbar. Bitte geben Sie stattdessen Ihre Adresse ein.',
    loadFailed: 'Etwas ist schiefgelaufen, bitte versuchen Sie es erneut!',
    cvUploaded: 'Lebenslauf erfolgreich hochgeladen.',
    cvFailed: 'Der Lebenslauf konnte nicht hochgeladen werden. Bitte versuchen Sie es erneut.',
    languagesLoadFailed: 'Die verfügbaren Sprachen konnten nicht geladen werden!',
    languageAdded: 'Sprache erfolgreich hinzugefügt!',
    languagesAdded: 'Sprachen erfolgreich hinzugefügt.',
    languageAddFailed: 'Die Sprache konnte nicht hinzugefügt werden!',
    languagesAddFailed: 'Die Sprachen konnten nicht hinzugefügt werden!',
    addedLanguageMissing: 'Die hinzugefügte Sprache fehlt in der Antwort!',
    languagesUpdated: 'Sprachen erfolgreich aktualisiert.',
    languagesUpdateFailed: 'Die Sprachen konnten nicht aktualisiert werden!',
    errorUpdatingLanguages: 'Fehler beim Aktualisieren der Sprachen:',
    errorSubmittingLanguages: 'Fehler beim Senden der Sprachen:',
    sendFailed: 'Etwas ist schiefgelaufen, bitte versuchen Sie es erneut!',
  },
);
