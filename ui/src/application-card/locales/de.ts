import stageBadge from '../../application-stage-badge/locales/de';
import timeline from '../../application-timeline/locales/de';
import type { ApplicationCardText } from '../application-card-text';

export default {
  appliedOn: 'Beworben am',
  status: 'Status',
  statuses: {},
  unread: 'Neuigkeit',
  showProgress: 'Verlauf anzeigen',
  hideProgress: 'Verlauf ausblenden',
  withdraw: 'Zurückziehen',
  stageBadge,
  timeline,
} satisfies ApplicationCardText;
