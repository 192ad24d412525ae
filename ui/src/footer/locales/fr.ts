import type { FooterText } from '../footer';

export default { links: 'Informations légales' } satisfies FooterText;
