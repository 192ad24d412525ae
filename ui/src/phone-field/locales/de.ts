import type { PhoneFieldText } from '../phone-field';

export default { countryCode: 'Ländervorwahl', countryCodePlaceholder: '' } satisfies PhoneFieldText;
