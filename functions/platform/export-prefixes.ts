/**
 * Where files live in the exports bucket, read by the code that writes them and by the bucket's
 * lifecycle rules (infra/constructs/exports.ts): the lists people export expire after a week; the
 * month-end files the scheduled job writes are kept.
 */
export const DAILY_EXPORTS_PREFIX = 'daily/';
export const MONTH_END_PREFIX = 'month-end/';

/** How long an exported list stays in the bucket (its link works 15 minutes). */
export const DAILY_EXPORT_DAYS = 7;

/** The folder of one month's month-end files. */
export const monthEndFolder = (month: string): string => `${MONTH_END_PREFIX}${month}/`;
