import type { PhoneFieldText } from '../phone-field';

export default { countryCode: 'Prefisso internazionale', countryCodePlaceholder: '' } satisfies PhoneFieldText;
