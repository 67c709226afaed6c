import type { Item } from '../../platform/db/items';

/**
 * The payment log as the kernel's edit lock reads it: its month. The bills domain writes the log with
 * every billing run (functions/bills); the kernel only asks which month is the newest billed.
 */
export const paymentLogMonth = (i: Item): string => String(i.month);
