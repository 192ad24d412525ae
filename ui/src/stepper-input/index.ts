export {
  StepperInput,
  stepperInputText,
  stepperInputTranslations,
  type StepperInputProps,
  type StepperInputText,
} from './stepper-input';
