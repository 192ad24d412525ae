import type { SaveToggleText } from '../save-toggle-text';

/** A job board "merkt" a job, as "Speichern" is a form's button. */
export default { save: 'Merken', saved: 'Gemerkt' } satisfies SaveToggleText;
