export { SettingsSection, type SettingsSectionProps } from './settings-section';
