import type { StepperInputText } from '../stepper-input';

export default { decrement: 'Diminuer', increment: 'Augmenter' } satisfies StepperInputText;
