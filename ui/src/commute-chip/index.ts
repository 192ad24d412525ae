export { CommuteChip, type CommuteChipProps } from './commute-chip';
export { commuteChipText, commuteChipTranslations, type CommuteChipText } from './commute-chip-text';
