import type { AdjustmentsRequestText } from '../adjustments-request-text';
import kinds from './kinds/it';

export default {
  legend: 'Adattamenti per il colloquio o il lavoro (facoltativo)',
  privacy:
    'Ciò che richiede qui lo vede solo la persona responsabile del reclutamento presso il datore di lavoro, e solo per preparare il Suo colloquio o il Suo lavoro. Non appare nel Suo profilo e non deve spiegarne il motivo.',
  kinds,
  details: 'Di che cosa ha bisogno?',
  detailsRequired: 'La preghiamo di descrivere di che cosa ha bisogno, oppure tolga la spunta da «Altro».',
  charactersLeft: (remaining) => `Ancora ${remaining} ${remaining === 1 ? 'carattere' : 'caratteri'}`,
} satisfies AdjustmentsRequestText;
