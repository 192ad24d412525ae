export {
  CollapsibleSection,
  collapsibleSectionText,
  collapsibleSectionTranslations,
  type CollapsibleSectionProps,
  type CollapsibleSectionText,
} from './collapsible-section';
