import type { StepperInputText } from '../stepper-input';

export default { decrement: 'Verringern', increment: 'Erhöhen' } satisfies StepperInputText;
