import type { WithdrawApplicationDialogText } from '../withdraw-application-dialog-text';

export default {
  title: (jobTitle) => `Bewerbung für ${jobTitle} zurückziehen?`,
  consequence:
    'Der Arbeitgeber erfährt, dass Sie für diese Stelle nicht mehr zur Verfügung stehen. Das lässt sich nicht rückgängig machen.',
  reason: 'Grund (freiwillig)',
  reasonHint: 'Der Arbeitgeber sieht Ihren Grund. Sie müssen keinen angeben.',
  charactersLeft: (remaining) => `Noch ${remaining} Zeichen`,
  confirm: 'Bewerbung zurückziehen',
  cancel: 'Bewerbung behalten',
  close: 'Schliessen',
} satisfies WithdrawApplicationDialogText;
