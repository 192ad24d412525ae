import type { WithdrawApplicationDialogText } from '../withdraw-application-dialog-text';

export default {
  title: (jobTitle) => `Retirer votre candidature pour ${jobTitle}\u00a0?`,
  consequence: 'L’employeur est informé que vous n’êtes plus disponible pour ce poste. Cette action est irréversible.',
  reason: 'Motif (facultatif)',
  reasonHint: 'L’employeur voit votre motif. Vous n’êtes pas obligé d’en donner un.',
  // French counts 0 as well as 1 in the singular.
  charactersLeft: (remaining) => `Encore ${remaining} ${remaining < 2 ? 'caractère' : 'caractères'}`,
  confirm: 'Retirer la candidature',
  cancel: 'Garder la candidature',
  close: 'Fermer',
} satisfies WithdrawApplicationDialogText;
