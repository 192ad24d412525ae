/** A name in each language of the app (`LocalizedNames` of the contract). */
export type LocalizedNames = { en: string; de: string; fr: string; it: string };

/**
 * The German, French and Italian names of the lists a jumper picks from (the languages and the skills seeded by
 * migration 0006), by their stored English names; Swiss usage (Führerausweis, Detailhandel, ss for ß; permis de
 * conduire, licenza di condurre; the typographic apostrophe).
 */
const translatedNames: Record<string, Omit<LocalizedNames, 'en'>> = {
  German: { de: 'Deutsch', fr: 'Allemand', it: 'Tedesco' },
  Italian: { de: 'Italienisch', fr: 'Italien', it: 'Italiano' },
  Spanish: { de: 'Spanisch', fr: 'Espagnol', it: 'Spagnolo' },
  English: { de: 'Englisch', fr: 'Anglais', it: 'Inglese' },
  Accounting: { de: 'Buchhaltung', fr: 'Comptabilité', it: 'Contabilità' },
  Carpentry: { de: 'Schreinerarbeiten', fr: 'Menuiserie', it: 'Falegnameria' },
  'Child care': { de: 'Kinderbetreuung', fr: 'Garde d’enfants', it: 'Custodia di bambini' },
  Cleaning: { de: 'Reinigung', fr: 'Nettoyage', it: 'Pulizia' },
  Construction: { de: 'Bau', fr: 'Construction', it: 'Edilizia' },
  Cooking: { de: 'Kochen', fr: 'Cuisine', it: 'Cucina' },
  'Customer service': { de: 'Kundendienst', fr: 'Service à la clientèle', it: 'Servizio clienti' },
  'Data entry': { de: 'Datenerfassung', fr: 'Saisie de données', it: 'Inserimento di dati' },
  'Driving licence B': {
    de: 'Führerausweis Kategorie B',
    fr: 'Permis de conduire catégorie B',
    it: 'Licenza di condurre categoria B',
  },
  'Electrical installation': {
    de: 'Elektroinstallation',
    fr: 'Installation électrique',
    it: 'Installazioni elettriche',
  },
  'Elderly care': { de: 'Betagtenbetreuung', fr: 'Accompagnement des personnes âgées', it: 'Assistenza agli anziani' },
  'Event staffing': { de: 'Eventpersonal', fr: 'Personnel événementiel', it: 'Personale per eventi' },
  'Forklift operation': {
    de: 'Staplerfahren',
    fr: 'Conduite de chariots élévateurs',
    it: 'Guida di carrelli elevatori',
  },
  Gardening: { de: 'Gartenarbeit', fr: 'Jardinage', it: 'Giardinaggio' },
  'Hospitality service': {
    de: 'Service in der Gastronomie',
    fr: 'Service en restauration',
    it: 'Servizio nella ristorazione',
  },
  Logistics: { de: 'Logistik', fr: 'Logistique', it: 'Logistica' },
  'Machine operation': { de: 'Maschinenbedienung', fr: 'Conduite de machines', it: 'Conduzione di macchinari' },
  'Microsoft Office': { de: 'Microsoft Office', fr: 'Microsoft Office', it: 'Microsoft Office' },
  Nursing: { de: 'Pflege', fr: 'Soins infirmiers', it: 'Cure infermieristiche' },
  'Office administration': {
    de: 'Büroadministration',
    fr: 'Administration de bureau',
    it: 'Amministrazione d’ufficio',
  },
  Painting: { de: 'Malerarbeiten', fr: 'Travaux de peinture', it: 'Lavori di pittura' },
  Plumbing: { de: 'Sanitärinstallation', fr: 'Installation sanitaire', it: 'Installazioni sanitarie' },
  'Project management': { de: 'Projektmanagement', fr: 'Gestion de projet', it: 'Gestione di progetti' },
  Reception: { de: 'Empfang', fr: 'Réception', it: 'Ricezione' },
  'Retail sales': {
    de: 'Verkauf im Detailhandel',
    fr: 'Vente dans le commerce de détail',
    it: 'Vendita nel commercio al dettaglio',
  },
  'Software development': { de: 'Softwareentwicklung', fr: 'Développement de logiciels', it: 'Sviluppo di software' },
  Teamwork: { de: 'Teamarbeit', fr: 'Travail en équipe', it: 'Lavoro di squadra' },
  'Warehouse work': { de: 'Lagerarbeit', fr: 'Travail en entrepôt', it: 'Lavoro di magazzino' },
  Welding: { de: 'Schweissen', fr: 'Soudage', it: 'Saldatura' },
};

/** A listed name in every language; one without translations (added later in the database) is English in all. */
export function namesOf(english: string): LocalizedNames {
  return { en: english, ...(translatedNames[english] ?? { de: english, fr: english, it: english }) };
}
