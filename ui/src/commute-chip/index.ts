export { CommuteChip, type CommuteChipProps } from './commute-chip';
export { commuteChipGermanText, commuteChipText, type CommuteChipText } from './commute-chip-text';
