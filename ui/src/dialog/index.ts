export {
  Dialog,
  DialogClose,
  dialogVariants,
  dialogText,
  type DialogProps,
  type DialogText,
  type DialogStateProps,
} from './dialog';
