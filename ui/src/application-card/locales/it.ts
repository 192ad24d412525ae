import stageBadge from '../../application-stage-badge/locales/it';
import timeline from '../../application-timeline/locales/it';
import type { ApplicationCardText } from '../application-card-text';

export default {
  appliedOn: 'Candidatura inviata il',
  status: 'Stato',
  statuses: {},
  unread: 'Nuovo aggiornamento',
  showProgress: 'Mostra l’andamento',
  hideProgress: 'Nascondi l’andamento',
  withdraw: 'Ritira',
  stageBadge,
  timeline,
} satisfies ApplicationCardText;
