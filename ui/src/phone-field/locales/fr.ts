import type { PhoneFieldText } from '../phone-field';

export default { countryCode: 'Indicatif du pays', countryCodePlaceholder: '' } satisfies PhoneFieldText;
