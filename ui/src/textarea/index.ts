export { Textarea, textareaText, textareaTranslations, type TextareaProps, type TextareaText } from './textarea';
