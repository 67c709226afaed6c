import * as api from '../../shared/api/admin/prices';
import { ceilingBreach, priceScope } from '../../shared/catalog/prices';
import { BadRequest, Conflict } from '../platform/errors';
import { operation } from '../platform/http/handler';
import { MAX_CEILINGS } from './model/prices';
import { assertNotBilled, commitSettings, dayText, perKwhText, settingsAt } from './prices-write';

/**
 * Adds the legal electricity resale ceiling from a date. Refused (409 on `per_kwh`, naming the price)
 * while a price in force from that date on charges more: the admin first adds a lower price from the
 * ceiling's date, then the ceiling. A billed month keeps the ceiling it was billed under (409 on `from`).
 */
export const addPriceCeiling = operation(api.addPriceCeiling, async ({ body }, { caller }) => {
  const entry = { from: body.from, per_kwh: body.per_kwh };
  // The ceiling holds for every building: refused while any has billed its month (prices-write.ts).
  await assertNotBilled({ from: entry.from }, (ran, firstOpen) => `${ran} đã tính tiền: giá trần mới chỉ áp dụng được từ ngày ${firstOpen}`);
  const stored = await settingsAt(body.version);
  if (stored.ceilings.some((c) => c.from === entry.from))
    throw new Conflict(`Đã có giá trần từ ngày ${dayText(entry.from)}: hãy thêm giá trần từ ngày khác`, 'from', 'duplicate');
  if (stored.ceilings.length >= MAX_CEILINGS)
    throw new BadRequest(`Tối đa ${MAX_CEILINGS} mức giá trần`, [{ path: 'from', message: `Tối đa ${MAX_CEILINGS} mức giá trần` }]);

  const ceilings = [...stored.ceilings, entry];
  const breach = ceilingBreach(stored.prices, ceilings);
  if (breach)
    throw new Conflict(
      `Giá điện ${perKwhText(breach.price.electricity_per_kwh)} của ${priceScope(breach.price)} (từ ngày ${dayText(breach.price.from)}) vượt giá trần ${perKwhText(breach.ceiling.per_kwh)} từ ngày ${dayText(breach.date)}: hãy thêm giá điện mới không quá giá trần từ ngày ${dayText(breach.date)} trước`,
      'per_kwh',
      'conflict',
    );

  return commitSettings(
    caller,
    stored,
    { prices: stored.prices, ceilings },
    { from: entry.from },
    {
      action: 'create',
      entityId: `ceiling#${entry.from}`,
      entityName: 'Giá trần bán lẻ điện',
      summary: `Thêm giá trần bán lẻ điện từ ${dayText(entry.from)}: ${perKwhText(entry.per_kwh)}`,
      after: entry,
    },
  );
});
