import type { SocialSecurityFormText } from '../social-security-form';

export default {
  ahvNumber: 'AHV-Nummer',
  ahvHint: 'z. B. 756.1234.5678.97',
  maritalStatus: 'Zivilstand',
  single: 'Ledig',
  married: 'Verheiratet',
  divorced: 'Geschieden',
  bvgContribution: 'Ich möchte BVG-Beiträge (zweite Säule) leisten; mein Arbeitgeber zahlt gleich viel ein',
  childMaintenance: 'Ich bin unterhaltspflichtig für Kinder (unter 18 Jahren oder in Ausbildung und unter 25 Jahren)',
  unemploymentBenefits:
    'Ich beziehe Arbeitslosenentschädigung (ich reiche monatlich eine Bescheinigung über Zwischenverdienst ein)',
  pension: 'Rentenstatus',
  noPension: 'Weder pensioniert noch invalid',
  retired: 'Pensioniert oder frühpensioniert (AHV-Beiträge nur über 1400 CHF pro Monat)',
  disabilityPension: 'Invalidenrente',
  degreeOfDisability: 'Invaliditätsgrad (%)',
  decrease: 'Verringern',
  increase: 'Erhöhen',
  bvgPillar: 'BVG-Pflicht',
  contractOverThreeMonths: 'Vertrag länger als drei Monate',
  employmentOver13Weeks: 'Anstellung länger als 13 Wochen',
  responsibleForChildMaintenance: 'Unterhaltspflichtig für Kinder',
  submit: 'Speichern',
  cancel: 'Abbrechen',
  ahvRequired: 'AHV-Nummer ist erforderlich',
  maritalStatusRequired: 'Bitte wählen Sie den Zivilstand',
  bvgPillarRequired: 'Bitte wählen Sie eine BVG-Option',
  pensionRequired: 'Bitte wählen Sie den Rentenstatus',
  disabilityRequired: 'Der Invaliditätsgrad ist erforderlich.',
  ahvInvalid: 'Die AHV-Nummer muss die Form 756.XXXX.XXXX.XX mit gültiger Prüfziffer haben.',
} satisfies SocialSecurityFormText;

/** The profile sections' wording (`socialSecurityProfileSectionTranslations`). */
export const profileSection = {
  ahvRequired: 'AHV-Nummer ist erforderlich.',
  maritalStatusRequired: 'Zivilstand ist erforderlich.',
  bvgPillarRequired: 'Die Angabe zur BVG-Pflicht ist erforderlich.',
  pensionRequired: 'Rentenstatus ist erforderlich.',
} satisfies Partial<SocialSecurityFormText>;
