import type { WithdrawApplicationDialogText } from '../withdraw-application-dialog-text';

export default {
  title: (jobTitle) => `Ritirare la Sua candidatura per ${jobTitle}?`,
  consequence:
    'Il datore di lavoro viene informato che Lei non è più disponibile per questo posto. L’operazione non può essere annullata.',
  reason: 'Motivo (facoltativo)',
  reasonHint: 'Il datore di lavoro vede il Suo motivo. Non è tenuto a indicarne uno.',
  charactersLeft: (remaining) => `Ancora ${remaining} ${remaining === 1 ? 'carattere' : 'caratteri'}`,
  confirm: 'Ritira la candidatura',
  cancel: 'Mantieni la candidatura',
  close: 'Chiudi',
} satisfies WithdrawApplicationDialogText;
