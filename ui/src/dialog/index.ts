export {
  Dialog,
  DialogClose,
  dialogVariants,
  dialogText,
  dialogTranslations,
  type DialogProps,
  type DialogText,
  type DialogStateProps,
} from './dialog';
