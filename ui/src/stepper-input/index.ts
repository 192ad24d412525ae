export { StepperInput, type StepperInputProps } from './stepper-input';
