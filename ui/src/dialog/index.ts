export { Dialog, DialogClose, dialogVariants, type DialogProps, type DialogStateProps } from './dialog';
