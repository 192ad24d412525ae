import type { DateFieldText } from '../date-field';

export default { afterMax: 'Scelga una data precedente.' } satisfies DateFieldText;
