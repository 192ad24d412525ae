export { FileInput, fileInputText, type FileInputProps, type FileInputText } from './file-input';
