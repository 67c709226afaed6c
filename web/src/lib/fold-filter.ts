import { fold } from '../../../shared/text/fold';

/**
 * A select's `filterOption` that finds what was typed without its accents ("tran" finds "Trần",
 * "khach tu" finds "Khách tự đến"), so a keyboard user picks a name by typing it as they can.
 */
export const foldedLabelFilter = (typed: string, option?: { label?: unknown }): boolean =>
  fold(typeof option?.label === 'string' ? option.label : String(option?.label ?? '')).includes(fold(typed.trim()));
