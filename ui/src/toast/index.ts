export { Toaster, type ToasterProps } from './toast';
export { toast, type ToastMessage, type ToastVariant } from './toast-store';
