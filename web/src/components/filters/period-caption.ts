import { buildingName } from '../../../../shared/catalog/buildings';
import { formatDate } from '../../lib/format';
import { ALL } from './filter-defaults';

/** "từ 01-07-2025 đến 31-07-2025 · Toà BN – Nhà Bình Nguyên" (or every building), on a report and its printout. */
export const periodCaption = (from: string, to: string, building: string): string =>
  `Từ ngày ${formatDate(from)} đến ngày ${formatDate(to)} · ${building === ALL ? 'Tất cả toà nhà' : `Toà ${building} – ${buildingName(building)}`}`;
