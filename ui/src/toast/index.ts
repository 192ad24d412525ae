export { Toaster, toasterText, toasterTranslations, type ToasterProps, type ToasterText } from './toast';
export {
  currentToasts,
  subscribeToToasts,
  toast,
  type ToastAction,
  type ToastMessage,
  type ToastOptions,
  type ToastVariant,
} from './toast-store';
