import dayjs, { type Dayjs } from 'dayjs';
import { BUILDING_CODES, type BuildingCode } from '../../../../shared/catalog/buildings';
import { ISO_DATE, ISO_MONTH } from '../../lib/format';

/** The "everything" choice of the building and agent filters. */
export const ALL = 'all';
/** Spec §9: default building. */
export const DEFAULT_BUILDING = 'BN';
/** Spec §5: month pickers start here unless a screen says otherwise. */
export const DEFAULT_MIN_MONTH = '2019-10';

// A type alias, not an interface: it must fit `Record<string, string>` to live in the URL.
export type ToolbarFilterValues = {
  q: string;
  building: string;
  agent: string;
  from: string;
  to: string;
  month: string;
};

/** Spec §2 defaults: building BN, agent All, from = first day of this month, to = today, this month. */
export function toolbarDefaults(now: Dayjs = dayjs()): ToolbarFilterValues {
  return {
    q: '',
    building: DEFAULT_BUILDING,
    agent: ALL,
    from: now.startOf('month').format(ISO_DATE),
    to: now.format(ISO_DATE),
    month: now.format(ISO_MONTH),
  };
}

/** The building of a filter, or undefined for "Tất cả toà nhà" (and anything unknown in the URL). */
export const asBuilding = (code: string): BuildingCode | undefined =>
  (BUILDING_CODES as readonly string[]).includes(code) ? (code as BuildingCode) : undefined;
