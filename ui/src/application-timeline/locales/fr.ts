import adjustmentKinds from '../../adjustments-request/locales/kinds/fr';
import type { ApplicationTimelineText } from '../application-timeline-text';

/** The jumper is addressed without a gendered participle ("Vous faites partie…", not "Vous êtes présélectionné"). */
export default {
  label: 'Historique de la candidature',
  events: {
    sent: 'Candidature envoyée',
    in_review: 'L’employeur l’examine',
    shortlisted: 'Vous faites partie de la présélection',
    interview: 'Invitation à un entretien',
    offer: 'Vous avez reçu une offre',
    hired: 'Vous avez obtenu le poste',
    unsuccessful: 'Non retenue cette fois',
    withdrawn: 'Vous avez retiré votre candidature',
  },
  current: 'Étape actuelle',
  interviewWhen: 'Quand',
  interviewWhere: 'Où',
  reason: 'Motif',
  term: (term) => `${term}\u00a0:`,
  adjustmentsAskedFor: 'Vous avez demandé',
  adjustmentKinds,
  whatComesNext: 'La suite',
  next: {
    sent: 'L’employeur examine votre candidature.',
    in_review: 'L’employeur décide qui présélectionner ou inviter.',
    shortlisted: 'L’employeur vous invitera peut-être à un entretien.',
    interview: 'Après l’entretien, l’employeur vous communique sa décision.',
    offer: 'L’employeur attend votre réponse à son offre.',
  },
  answerExpectedBy: (date) => `Réponse attendue d’ici le ${date}`,
  noAnswerYet: (date) => `Pas encore de réponse. Elle était attendue d’ici le ${date}.`,
} satisfies ApplicationTimelineText;
