export {
  LanguageEditDialog,
  type LanguageEditDialogLabels,
  type LanguageEditDialogProps,
} from './language-edit-dialog';
