export { Toaster, type ToasterProps } from './toast';
export { currentToasts, subscribeToToasts, toast, type ToastMessage, type ToastVariant } from './toast-store';
