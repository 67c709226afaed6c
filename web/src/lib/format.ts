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

const decimal = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 2 });
const percent = new Intl.NumberFormat('vi-VN', { style: 'percent', maximumFractionDigits: 1 });
const signedPercent = new Intl.NumberFormat('vi-VN', { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' });

/** What a figure without data reads (a month not read yet, a building without a state bill): never 0 or −100 %. */
export const NO_DATA = 'chưa có số liệu';

const missing = (v: number | null | undefined): v is null | undefined => v === null || v === undefined || !Number.isFinite(v);

/** A decimal the vi-VN way, up to 2 places: `179,33`; without data it reads {@link NO_DATA}. */
export const formatDecimal = (value: number | null | undefined): string => (missing(value) ? NO_DATA : decimal.format(value));

/**
 * A rate given in percent points (3.6 means 3.6 %) the vi-VN way, one place: `3,6%`, `-8,3%` with
 * `signed`; without data (no base to compare with) it reads {@link NO_DATA}. The one percent format of
 * every screen (issue 23 §6).
 */
export const formatPercent = (points: number | null | undefined, options: { signed?: boolean } = {}): string =>
  missing(points) ? NO_DATA : (options.signed ? signedPercent : percent).format(points / 100);

/** A count the vi-VN way: `5.187`. */
export const formatCount = (value: number | null | undefined): string => plain.format(missing(value) ? 0 : value);
