import dayjs from 'dayjs';
import { formatDate, formatDateTime, formatMonth, formatVnd } from './format';

/**
 * Words after which a number in a stored text is an amount of money, whatever its size
 * (`trừ cọc 0`, `trả lại 500`). Kept to words that never count things.
 */
const MONEY_WORDS = ['hoá đơn', 'hóa đơn', 'trừ cọc', 'mất cọc', 'trả lại', 'trả cọc', 'giá phòng', 'giá thuê', 'tiền cọc', 'tiền phòng', 'số tiền', 'tiền'];

/** A bare whole number this long is money: room numbers have at most 4 digits, phone numbers start with 0. */
const MONEY_MIN_DIGITS = 5;
/** ...unless it counts something: `(12345 bản ghi)`, `120 phòng`. */
const COUNTS = /^\s+(?:bản ghi|phòng|người|khách|chiếc|xe|lần|dòng|ngày|tháng|năm)(?![\p{L}])/iu;

// One pass over the text, so nothing already rewritten is read again. A token must stand alone: not
// inside a slip or contract number (CBN2611-006, HD-BN101-20261101), a time or a decimal.
const ALONE_BEFORE = String.raw`(?<![\p{L}\p{N}_\-/.,:])`;
const ALONE_AFTER = String.raw`(?![\p{L}\p{N}_\-/]|[.,:]\p{N})`;
const TOKEN = new RegExp(
  [
    String.raw`(?<datetime>${ALONE_BEFORE}\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)`,
    String.raw`(?<date>${ALONE_BEFORE}\d{4}-\d{2}-\d{2}${ALONE_AFTER})`,
    String.raw`(?<month>${ALONE_BEFORE}\d{4}-\d{2}${ALONE_AFTER})`,
    String.raw`(?<word>(?<![\p{L}])(?:${MONEY_WORDS.join('|')})\s+)?(?<amount>${ALONE_BEFORE}(?:\d{1,3}(?:\.\d{3})+|\d+)${ALONE_AFTER})(?<unit>\s?(?:đ|₫|VNĐ|VND)(?![\p{L}]))?`,
  ].join('|'),
  'giu',
);

const validDay = (iso: string) => dayjs(iso).isValid() && dayjs(iso).format('YYYY-MM-DD') === iso;

/**
 * A stored text (a log line's summary, a note) as people read it (spec §9): ISO dates as DD-MM-YYYY,
 * months as MM/YYYY, times in the detailed form, and money as vi-VN VND (`1.594.900 ₫`). The server
 * keeps the text as data; it is formatted when shown, so lines written before this rule read right too.
 */
export function formatStoredText(text: string | undefined | null): string {
  if (!text) return '';
  return text.replace(TOKEN, (match: string, ...rest: unknown[]) => {
    const g = rest.at(-1) as Record<string, string | undefined>;
    const after = (rest.at(-2) as string).slice((rest.at(-3) as number) + match.length);
    if (g.datetime) return dayjs(g.datetime).isValid() ? formatDateTime(g.datetime) : match;
    if (g.date) return validDay(g.date) ? formatDate(g.date) : match;
    if (g.month) return /-(0[1-9]|1[0-2])$/.test(g.month) ? formatMonth(`${g.month}-01`) : match;
    const digits = g.amount!.replaceAll('.', '');
    const grouped = g.amount!.includes('.');
    const money = Boolean(g.unit) || Boolean(g.word) || (!COUNTS.test(after) && (grouped || (digits.length >= MONEY_MIN_DIGITS && !digits.startsWith('0'))));
    return money ? `${g.word ?? ''}${formatVnd(Number(digits))}` : match;
  });
}
