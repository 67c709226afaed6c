import { toolbarDefaults } from './filter-defaults';
import { useUrlState } from './use-url-state';

/**
 * A list screen's filters, kept in the URL, opening on the spec's defaults (§2) like every list:
 * building BN, from the first day of this month to today; then the screen's own fields.
 */
export function useListFilters<E extends Record<string, string>>(extra: E) {
  const d = toolbarDefaults();
  return useUrlState({ building: d.building, from: d.from, to: d.to, ...extra });
}
