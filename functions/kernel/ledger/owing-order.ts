/*
 * The order of the debts the dashboard lists first (pure): the oldest open item's date, then the larger
 * debt, then the room as people number it (shared/text/collate `compareNumbered`: "2" before "10"),
 * then the stay's start and id — the order `unpaidOf` (rooms/dashboard-rules.ts) sorts the unpaid
 * report's rows in. It is written into the owing stay account's GSI2 sort key (stay-account.ts
 * `accountItem`), so the first few items of one Query ARE the oldest debts: DynamoDB compares keys as
 * bytes, so each part is encoded so that byte order is that order.
 */

/** Debts up to 10^15 − 1 đồng: the inverted amount is this wide, so a larger debt sorts first. */
const AMOUNT_DIGITS = 15;
const AMOUNT_TOP = 10 ** AMOUNT_DIGITS - 1;

/**
 * A room id (`[0-9A-Za-z-]{1,12}`) as a key that sorts bytewise as `compareNumbered` (ICU, numeric)
 * orders room ids: first the primary level — '-' before digits before letters, letters without case,
 * a run of digits as its number (leading zeros ignored, a longer number larger) — then, for ids equal
 * there, the case of each letter (lower before upper, ICU's tertiary order). '!' ends the primary
 * part: lower than any of its bytes, so a prefix sorts first, as a shorter id does.
 */
export function roomOrderKey(room: string): string {
  let primary = '';
  let cases = '';
  for (const [run] of room.matchAll(/[0-9]+|[^0-9]/g)) {
    if (/^[0-9]/.test(run)) {
      const digits = run.replace(/^0+(?=.)/, '');
      primary += `%${String.fromCharCode(64 + digits.length)}${digits}`;
    } else if (run === '-') primary += '$';
    else {
      primary += run.toUpperCase();
      cases += run === run.toUpperCase() ? 'b' : 'a';
    }
  }
  return `${primary}!${cases}`;
}

/** The GSI2 sort key of an owing stay account: `<oldest date>#<inverted balance>#<room key>#<start>#<stay>`. */
export function owingSortKey(a: { oldest_date: string; balance: number; room_id: string; start_date: string; stay_id: string }): string {
  const inverted = String(AMOUNT_TOP - a.balance).padStart(AMOUNT_DIGITS, '0');
  return `${a.oldest_date}#${inverted}#${roomOrderKey(a.room_id)}#${a.start_date}#${a.stay_id}`;
}
