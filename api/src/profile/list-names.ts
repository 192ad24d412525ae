/** A name in each language of the app (`LocalizedNames` of the contract). */
export type LocalizedNames = { en: string; de: string };

/**
 * The German names of the lists a jumper picks from (the languages and the skills seeded by migration 0006), by
 * their stored English names; Swiss usage (Führerausweis, Detailhandel, ss for ß).
 */
const germanNames: Record<string, string> = {
  German: 'Deutsch',
  Italian: 'Italienisch',
  Spanish: 'Spanisch',
  English: 'Englisch',
  Accounting: 'Buchhaltung',
  Carpentry: 'Schreinerarbeiten',
  'Child care': 'Kinderbetreuung',
  Cleaning: 'Reinigung',
  Construction: 'Bau',
  Cooking: 'Kochen',
  'Customer service': 'Kundendienst',
  'Data entry': 'Datenerfassung',
  'Driving licence B': 'Führerausweis Kategorie B',
  'Electrical installation': 'Elektroinstallation',
  'Elderly care': 'Betagtenbetreuung',
  'Event staffing': 'Eventpersonal',
  'Forklift operation': 'Staplerfahren',
  Gardening: 'Gartenarbeit',
  'Hospitality service': 'Service in der Gastronomie',
  Logistics: 'Logistik',
  'Machine operation': 'Maschinenbedienung',
  'Microsoft Office': 'Microsoft Office',
  Nursing: 'Pflege',
  'Office administration': 'Büroadministration',
  Painting: 'Malerarbeiten',
  Plumbing: 'Sanitärinstallation',
  'Project management': 'Projektmanagement',
  Reception: 'Empfang',
  'Retail sales': 'Verkauf im Detailhandel',
  'Software development': 'Softwareentwicklung',
  Teamwork: 'Teamarbeit',
  'Warehouse work': 'Lagerarbeit',
  Welding: 'Schweissen',
};

/** A listed name in every language; one without a German name (added later in the database) is English in both. */
export function namesOf(english: string): LocalizedNames {
  return { en: english, de: germanNames[english] ?? english };
}
