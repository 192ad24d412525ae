export { Textarea, textareaText, type TextareaProps, type TextareaText } from './textarea';
