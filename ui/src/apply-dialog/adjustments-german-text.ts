import { adjustmentsRequestGermanText } from '../adjustments-request';
import type { DirectionsStepText } from './directions-step';
import type { ExplainerStepText } from './explainer-step';

/** The apply dialog's words about adjustments in German (formal "Sie"): the explainer's note, the last step's request. */
export const applyAdjustmentsGermanText = {
  adjustmentsNote:
    'Brauchen Sie für das Gespräch oder die Arbeit etwas, zum Beispiel einen stufenlosen Zugang oder eine Gebärdensprachdolmetscherin? Im letzten Schritt können Sie es wünschen; nur die zuständige Person für die Rekrutierung sieht es.',
  askForAdjustments: 'Anpassungen wünschen (freiwillig)',
  hideAdjustments: 'Anpassungen ausblenden',
  adjustmentsRequest: adjustmentsRequestGermanText,
} satisfies Partial<ExplainerStepText & DirectionsStepText>;
