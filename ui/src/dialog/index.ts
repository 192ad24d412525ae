export { Dialog, DialogClose, dialogVariants, type DialogProps, type DialogStateProps } from './dialog';
export { dialogText, dialogTranslations, type DialogText } from './dialog-text';
