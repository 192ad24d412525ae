export {
  LanguageEditDialog,
  languageEditDialogText,
  type LanguageEditDialogText,
  type LanguageEditDialogProps,
} from './language-edit-dialog';
