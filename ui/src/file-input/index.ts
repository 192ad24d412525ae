export { FileInput, type FileInputProps } from './file-input';
