/** The save toggle's words in English. */
export const saveToggleText = {
  /** Shown while the job is not saved: pressing saves it. */
  save: 'Save',
  /** Shown while the job is saved: pressing removes it from the saved jobs. */
  saved: 'Saved',
};
export type SaveToggleText = typeof saveToggleText;

/** The same in German: a job board "merkt" a job, as "Speichern" is a form's button. */
export const saveToggleGermanText: SaveToggleText = { save: 'Merken', saved: 'Gemerkt' };
