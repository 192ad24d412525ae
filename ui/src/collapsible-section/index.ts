export {
  CollapsibleSection,
  collapsibleSectionText,
  type CollapsibleSectionProps,
  type CollapsibleSectionText,
} from './collapsible-section';
