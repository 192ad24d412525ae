import adjustmentKinds from '../../adjustments-request/locales/kinds/de';
import type { ApplicationTimelineText } from '../application-timeline-text';

export default {
  label: 'Bisheriger Verlauf',
  events: {
    sent: 'Bewerbung gesendet',
    in_review: 'Der Arbeitgeber prüft sie',
    shortlisted: 'Sie sind in der engeren Wahl',
    interview: 'Zum Vorstellungsgespräch eingeladen',
    offer: 'Sie haben ein Angebot erhalten',
    hired: 'Sie haben die Stelle',
    unsuccessful: 'Diesmal leider nicht erfolgreich',
    withdrawn: 'Sie haben Ihre Bewerbung zurückgezogen',
  },
  current: 'Aktuell',
  interviewWhen: 'Wann',
  interviewWhere: 'Wo',
  reason: 'Grund',
  term: (term) => `${term}:`,
  adjustmentsAskedFor: 'Sie haben gebeten um',
  adjustmentKinds,
  whatComesNext: 'Wie es weitergeht',
  next: {
    sent: 'Der Arbeitgeber sieht sich Ihre Bewerbung an.',
    in_review: 'Der Arbeitgeber entscheidet, wen er in die engere Wahl nimmt oder einlädt.',
    shortlisted: 'Der Arbeitgeber lädt Sie vielleicht zu einem Vorstellungsgespräch ein.',
    interview: 'Nach dem Gespräch teilt Ihnen der Arbeitgeber seinen Entscheid mit.',
    offer: 'Der Arbeitgeber wartet auf Ihre Antwort zu seinem Angebot.',
  },
  answerExpectedBy: (date) => `Antwort erwartet bis ${date}`,
  noAnswerYet: (date) => `Noch keine Antwort. Sie war bis ${date} erwartet.`,
} satisfies ApplicationTimelineText;
