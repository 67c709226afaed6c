import { fold } from '../../../shared/text/fold';

/**
 * A select's `filterOption` that finds what was typed without its accents ("tran" finds "Trần",
 * "khach tu" finds "Khách tự đến"), so a keyboard user picks a name by typing it as they can; a code
 * typed from its start finds its option too ("GB" the building, "30" room 305).
 */
export const foldedLabelFilter = (typed: string, option?: { label?: unknown; value?: unknown }): boolean => {
  const t = fold(typed.trim());
  const label = typeof option?.label === 'string' ? option.label : String(option?.label ?? '');
  return fold(label).includes(t) || fold(String(option?.value ?? '')).startsWith(t);
};
