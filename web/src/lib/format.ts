import dayjs, { type ConfigType } from 'dayjs';
import 'dayjs/locale/vi';

// Dates in Vietnamese (weekday and month names, the pickers' calendars) wherever dates are shown.
dayjs.locale('vi');

/** Display formats (spec §9). */
export const DATE_FORMAT = 'DD-MM-YYYY';
export const DATE_TIME_FORMAT = 'DD-MM-YYYY HH:mm:ss';
export const ISO_DATE = 'YYYY-MM-DD';
export const ISO_MONTH = 'YYYY-MM';

const vnd = new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND' });
const plain = new Intl.NumberFormat('vi-VN');
const monthEnGb = new Intl.DateTimeFormat('en-GB', { month: '2-digit', year: 'numeric' });

const isEmpty = (v: unknown) => v === undefined || v === null || v === '' || Number.isNaN(v);

/** Money in đồng, vi-VN style; an empty value shows as 0 ₫. */
export const formatVnd = (value: number | string | null | undefined): string => vnd.format(isEmpty(value) ? 0 : Number(value) || 0);

/** A plain number with vi-VN grouping; empty shows 0. */
export const formatNumber = (value: number | string | null | undefined): string => plain.format(isEmpty(value) ? 0 : Number(value) || 0);

export const formatDate = (value: ConfigType): string => (value ? dayjs(value).format(DATE_FORMAT) : '');
export const formatDateTime = (value: ConfigType): string => (value ? dayjs(value).format(DATE_TIME_FORMAT) : '');

/** Month and year as en-GB writes them: `03/2025`. */
export const formatMonth = (value: ConfigType): string => (value ? monthEnGb.format(dayjs(value).toDate()) : '');

// Kept apart (text.ts) so the menu can cut labels without loading the date library.
export { truncate } from './text';
