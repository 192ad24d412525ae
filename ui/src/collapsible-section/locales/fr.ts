import type { CollapsibleSectionText } from '../collapsible-section';

export default { more: 'Afficher plus', less: 'Afficher moins' } satisfies CollapsibleSectionText;
