import * as api from '../../shared/api/admin/prices';
import { ceilingBreach, priceScope } from '../../shared/catalog/prices';
import { vnToday } from '../../shared/dates';
import { Conflict, NotFound } from '../platform/errors';
import { operation } from '../platform/http/handler';
import { assertNotBilled, commitSettings, dayText, perKwhText, settingsAt } from './prices-write';

/**
 * Removes a price entered by mistake, only while its date is still ahead (today's price, or an
 * earlier one, may already be on a check-out bill) and its month not billed; once it applies, a
 * correction is a newer dated entry. Refused (409 on `from`) if the price it leaves in force would
 * exceed a ceiling.
 */
export const deletePrice = operation(api.deletePrice, async ({ params, body }, { caller }) => {
  const { from } = params;
  const stored = await settingsAt(body.version);
  const entry = stored.prices.find((p) => p.from === from && p.building === body.building);
  const scope = priceScope({ building: body.building });
  if (!entry) throw new NotFound(`Không có giá cho ${scope} từ ngày ${dayText(from)}`, 'from');
  if (from <= vnToday()) throw new Conflict(`Giá từ ngày ${dayText(from)} đã áp dụng nên không xoá được: hãy thêm giá mới từ ngày sau`, 'from', 'state');
  const lock = { from, ...(body.building ? { building: body.building } : {}) };
  await assertNotBilled(lock, (ran) => `${ran} đã tính tiền theo giá này: không xoá được`);

  const prices = stored.prices.filter((p) => p !== entry);
  const breach = ceilingBreach(prices, stored.ceilings);
  if (breach)
    throw new Conflict(
      `Xoá giá này thì giá điện ${perKwhText(breach.price.electricity_per_kwh)} (${priceScope(breach.price)}, từ ${dayText(breach.price.from)}) sẽ vượt giá trần ${perKwhText(breach.ceiling.per_kwh)} từ ngày ${dayText(breach.date)}`,
      'from',
      'conflict',
    );

  return commitSettings(caller, stored, { prices, ceilings: stored.ceilings }, lock, {
    action: 'delete',
    entityId: `price#${from}#${body.building ?? '*'}`,
    entityName: `Giá điện nước ${scope}`,
    ...(body.building ? { building: body.building } : {}),
    summary: `Xoá giá điện nước ${scope} từ ${dayText(from)} (nhập nhầm, chưa áp dụng)`,
    before: entry,
  });
});
