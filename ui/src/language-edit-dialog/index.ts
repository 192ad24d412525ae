export {
  LanguageEditDialog,
  languageEditDialogText,
  languageEditDialogTranslations,
  type LanguageEditDialogText,
  type LanguageEditDialogProps,
} from './language-edit-dialog';
