import type { DateFieldText } from '../date-field';

export default { afterMax: 'Veuillez choisir une date antérieure.' } satisfies DateFieldText;
