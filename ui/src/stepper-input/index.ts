export { StepperInput, stepperInputText, type StepperInputProps, type StepperInputText } from './stepper-input';
