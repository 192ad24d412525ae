export { AlertEditor, type AlertEditorProps } from './alert-editor';
export { alertEditorGermanText, alertEditorText, alertNameMaxLength, type AlertEditorText } from './alert-editor-text';
