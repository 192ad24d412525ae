import adjustmentKinds from '../../adjustments-request/locales/kinds/it';
import type { ApplicationTimelineText } from '../application-timeline-text';

/** The jumper is addressed without a gendered participle ("Fa parte della preselezione", not "È preselezionato"). */
export default {
  label: 'Cronologia della candidatura',
  events: {
    sent: 'Candidatura inviata',
    in_review: 'Il datore di lavoro la sta esaminando',
    shortlisted: 'Fa parte della preselezione',
    interview: 'Invito a un colloquio',
    offer: 'Ha ricevuto un’offerta',
    hired: 'Ha ottenuto il posto',
    unsuccessful: 'Non selezionata questa volta',
    withdrawn: 'Ha ritirato la Sua candidatura',
  },
  current: 'Fase attuale',
  interviewWhen: 'Quando',
  interviewWhere: 'Dove',
  reason: 'Motivo',
  term: (term) => `${term}:`,
  adjustmentsAskedFor: 'Ha richiesto',
  adjustmentKinds,
  whatComesNext: 'I prossimi passi',
  next: {
    sent: 'Il datore di lavoro esamina la Sua candidatura.',
    in_review: 'Il datore di lavoro decide chi preselezionare o invitare.',
    shortlisted: 'Il datore di lavoro potrebbe invitarLa a un colloquio.',
    interview: 'Dopo il colloquio, il datore di lavoro Le comunica la sua decisione.',
    offer: 'Il datore di lavoro attende la Sua risposta all’offerta.',
  },
  answerExpectedBy: (date) => `Risposta attesa entro il ${date}`,
  noAnswerYet: (date) => `Nessuna risposta finora. Era attesa entro il ${date}.`,
} satisfies ApplicationTimelineText;
