import type { CollapsibleSectionText } from '../collapsible-section';

export default { more: 'Mehr anzeigen', less: 'Weniger anzeigen' } satisfies CollapsibleSectionText;
