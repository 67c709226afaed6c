/**
 * Amounts in Vietnamese words, as a slip writes "Số tiền bằng chữ": 3.500.000 → "Ba triệu năm trăm
 * nghìn đồng". The reading follows everyday usage on receipts:
 * - a zero ten inside a number reads "lẻ" (105 → "một trăm lẻ năm");
 * - tens from twenty read "mươi", ten itself "mười" (20 → "hai mươi", 10 → "mười");
 * - a one after "mươi" reads "mốt" (21 → "hai mươi mốt"), but "một" after "mười" (11);
 * - a four after "mươi" reads "tư" (24 → "hai mươi tư"), but "bốn" after "mười" (14);
 * - a five after any ten reads "lăm" (15, 25), but "năm" after "lẻ" (105);
 * - a group after a bigger one is read in full, "không trăm" included (1.005.000 → "một triệu
 *   không trăm lẻ năm nghìn"); groups that are all zero are left out (2.000.000.000 → "hai tỷ").
 */

const DIGITS = ['không', 'một', 'hai', 'ba', 'bốn', 'năm', 'sáu', 'bảy', 'tám', 'chín'] as const;
/** Units of the three-digit groups below a billion; billions recurse ("nghìn tỷ", "triệu tỷ"). */
const GROUP_UNITS = ['', 'nghìn', 'triệu'] as const;
const BILLION = 1_000_000_000;

const digit = (n: number): string => DIGITS[n]!;

/** One group of three digits (0–999). `full`: the group follows a bigger one, so its hundreds are read even when zero. */
function readGroup(n: number, full: boolean): string[] {
  const hundreds = Math.floor(n / 100);
  const tens = Math.floor((n % 100) / 10);
  const ones = n % 10;
  const words: string[] = [];
  if (full || hundreds > 0) words.push(digit(hundreds), 'trăm');
  if (tens === 0) {
    if (ones > 0 && words.length > 0) words.push('lẻ', digit(ones));
    else if (ones > 0) words.push(digit(ones));
    return words;
  }
  if (tens === 1) {
    words.push('mười');
    if (ones === 5) words.push('lăm');
    else if (ones > 0) words.push(digit(ones));
    return words;
  }
  words.push(digit(tens), 'mươi');
  if (ones === 1) words.push('mốt');
  else if (ones === 4) words.push('tư');
  else if (ones === 5) words.push('lăm');
  else if (ones > 0) words.push(digit(ones));
  return words;
}

/** A number below a billion; `full` as in readGroup, for the part after "tỷ". */
function readBelowBillion(n: number, full: boolean): string[] {
  const groups = [n % 1000, Math.floor(n / 1000) % 1000, Math.floor(n / 1_000_000)];
  const words: string[] = [];
  let spoken = full;
  for (let i = groups.length - 1; i >= 0; i--) {
    const g = groups[i]!;
    if (g === 0) continue;
    words.push(...readGroup(g, spoken));
    if (GROUP_UNITS[i]) words.push(GROUP_UNITS[i]!);
    spoken = true;
  }
  return words;
}

function readWhole(n: number, full = false): string[] {
  if (n < BILLION) return readBelowBillion(n, full);
  const billions = Math.floor(n / BILLION);
  const rest = n % BILLION;
  return [...readWhole(billions, full), 'tỷ', ...(rest > 0 ? readBelowBillion(rest, true) : [])];
}

/** A whole number in lower-case Vietnamese words: 1005 → "một nghìn không trăm lẻ năm". */
export function numberInWords(value: number): string {
  if (!Number.isFinite(value)) return '';
  const n = Math.round(Math.abs(value));
  if (n > Number.MAX_SAFE_INTEGER) return '';
  const words = n === 0 ? ['không'] : readWhole(n);
  return (value < 0 && n !== 0 ? ['âm', ...words] : words).join(' ');
}

/** An amount of đồng as a slip writes it, capitalised: 15.000 → "Mười lăm nghìn đồng". */
export function moneyInWords(amount: number): string {
  const words = numberInWords(amount);
  if (!words) return '';
  return `${words.charAt(0).toLocaleUpperCase('vi')}${words.slice(1)} đồng`;
}
