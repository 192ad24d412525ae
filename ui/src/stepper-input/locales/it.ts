import type { StepperInputText } from '../stepper-input';

export default { decrement: 'Diminuisci', increment: 'Aumenta' } satisfies StepperInputText;
