import type { FooterText } from '../footer';

export default { links: 'Rechtliches' } satisfies FooterText;
