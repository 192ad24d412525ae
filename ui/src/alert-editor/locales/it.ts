import criteria from '../../lib/locales/job-criteria/it';
import type { AlertEditorText } from '../alert-editor-text';

export default {
  ...criteria,
  name: 'Nome dell’allerta',
  nameRequired: 'La preghiamo di dare un nome all’allerta.',
  nameTooLong: (max) => `La preghiamo di usare al massimo ${max} caratteri.`,
  criteria: 'Nuovi posti cercati',
  dailyNote:
    'Le inviamo un’e-mail al giorno quando nuovi posti corrispondono, e nessuna quando non c’è nulla di nuovo. Può sospendere o eliminare l’allerta nelle Impostazioni.',
  submit: 'Salva l’allerta',
  cancel: 'Annulla',
} satisfies AlertEditorText;
