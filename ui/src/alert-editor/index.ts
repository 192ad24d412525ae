export { AlertEditor, type AlertEditorProps } from './alert-editor';
export {
  alertEditorText,
  alertEditorTranslations,
  alertNameMaxLength,
  type AlertEditorText,
} from './alert-editor-text';
