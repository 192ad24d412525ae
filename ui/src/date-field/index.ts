export { DateField, dateFieldText, dateFieldTranslations, type DateFieldProps, type DateFieldText } from './date-field';
