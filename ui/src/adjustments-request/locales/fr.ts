import type { AdjustmentsRequestText } from '../adjustments-request-text';
import kinds from './kinds/fr';

export default {
  legend: 'Aménagements pour l’entretien ou le travail (facultatif)',
  privacy:
    'Seule la personne chargée du recrutement chez l’employeur voit ce que vous demandez ici, et uniquement pour préparer votre entretien ou votre travail. Cela n’apparaît pas sur votre profil, et vous n’avez pas à vous justifier.',
  kinds,
  details: 'De quoi avez-vous besoin\u00a0?',
  detailsRequired: 'Veuillez indiquer ce dont vous avez besoin, ou décochez «\u00a0Autre chose\u00a0».',
  // French counts 0 as well as 1 in the singular.
  charactersLeft: (remaining) => `Encore ${remaining} ${remaining < 2 ? 'caractère' : 'caractères'}`,
} satisfies AdjustmentsRequestText;
