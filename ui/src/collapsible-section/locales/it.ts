import type { CollapsibleSectionText } from '../collapsible-section';

export default { more: 'Mostra di più', less: 'Mostra meno' } satisfies CollapsibleSectionText;
