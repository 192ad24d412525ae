export { FileInput, fileInputText, fileInputTranslations, type FileInputProps, type FileInputText } from './file-input';
