export { DateField, dateFieldText, type DateFieldProps, type DateFieldText } from './date-field';
