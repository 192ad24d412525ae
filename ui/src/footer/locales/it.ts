import type { FooterText } from '../footer';

export default { links: 'Informazioni legali' } satisfies FooterText;
