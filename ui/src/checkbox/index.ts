export { Checkbox, type CheckboxProps, type CheckedState } from './checkbox';
