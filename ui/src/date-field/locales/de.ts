import type { DateFieldText } from '../date-field';

export default { afterMax: 'Bitte wählen Sie ein früheres Datum.' } satisfies DateFieldText;
