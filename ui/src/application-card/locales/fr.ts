import stageBadge from '../../application-stage-badge/locales/fr';
import timeline from '../../application-timeline/locales/fr';
import type { ApplicationCardText } from '../application-card-text';

export default {
  appliedOn: 'Postulé le',
  status: 'Statut',
  statuses: {},
  unread: 'Nouvelle mise à jour',
  showProgress: 'Afficher le suivi',
  hideProgress: 'Masquer le suivi',
  withdraw: 'Retirer',
  stageBadge,
  timeline,
} satisfies ApplicationCardText;
