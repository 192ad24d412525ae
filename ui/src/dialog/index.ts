export { Dialog, DialogClose, dialogVariants, type DialogProps } from './dialog';
