import type { AdjustmentsRequestText } from '../adjustments-request-text';
import kinds from './kinds/de';

export default {
  legend: 'Anpassungen für das Vorstellungsgespräch oder die Arbeit (freiwillig)',
  privacy:
    'Was Sie hier wünschen, sieht nur die zuständige Person für die Rekrutierung beim Arbeitgeber, und nur, um Ihr Gespräch oder Ihre Arbeit vorzubereiten. Es erscheint nicht in Ihrem Profil, und Sie müssen keinen Grund angeben.',
  kinds,
  details: 'Was brauchen Sie?',
  detailsRequired: 'Bitte beschreiben Sie, was Sie brauchen, oder entfernen Sie das Häkchen bei «Etwas anderes».',
  charactersLeft: (remaining) => `Noch ${remaining} Zeichen`,
} satisfies AdjustmentsRequestText;
