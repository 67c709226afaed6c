import * as api from '../../shared/api/admin/prices';
import { ceilingBreach, priceScope, type DatedPrice } from '../../shared/catalog/prices';
import { BadRequest, Conflict } from '../platform/errors';
import { operation } from '../platform/http/handler';
import { MAX_PRICES } from './model/prices';
import { assertNotBilled, commitSettings, dayText, perKwhText, settingsAt } from './prices-write';

/**
 * Adds a dated utility price (business rules §5). Never an edit: the entry supersedes the older ones
 * from its date. Refused when electricity would be charged above the legal ceiling in force (400 on
 * `electricity_per_kwh`, naming the ceiling), when its month is already billed by a building it is
 * for (409 on `from`, naming them: prices-write.ts), when the same date and scope already has an
 * entry (409 `duplicate`) or the caller's version is stale.
 */
export const addPrice = operation(api.addPrice, async ({ body }, { caller }) => {
  const { version, ...fields } = body;
  const entry: DatedPrice = {
    from: fields.from,
    ...(fields.building ? { building: fields.building } : {}),
    electricity_per_kwh: fields.electricity_per_kwh,
    water: fields.water,
  };
  const scope = priceScope(entry);
  const lock = { from: entry.from, ...(entry.building ? { building: entry.building } : {}) };
  await assertNotBilled(lock, (ran, firstOpen) =>
    entry.building
      ? `${ran} đã tính tiền theo giá cũ: giá mới của ${scope} chỉ áp dụng được từ ngày ${firstOpen}`
      : `${ran} đã tính tiền theo giá cũ: giá cho mọi toà chỉ áp dụng được từ ngày ${firstOpen} (toà chưa tính tiền kỳ này thì thêm giá riêng của toà đó)`,
  );
  const stored = await settingsAt(version);
  if (stored.prices.some((p) => p.from === entry.from && p.building === entry.building))
    throw new Conflict(
      `Đã có giá cho ${scope} từ ngày ${dayText(entry.from)}: giá không sửa được, hãy thêm giá từ ngày khác (hoặc xoá giá nhập nhầm khi chưa tới ngày)`,
      'from',
      'duplicate',
    );
  if (stored.prices.length >= MAX_PRICES) throw new BadRequest(`Tối đa ${MAX_PRICES} mức giá`, [{ path: 'from', message: `Tối đa ${MAX_PRICES} mức giá` }]);

  const prices = [...stored.prices, entry];
  const breach = ceilingBreach(prices, stored.ceilings);
  if (breach) {
    const message = `Giá điện ${perKwhText(entry.electricity_per_kwh)} vượt giá trần bán lẻ ${perKwhText(breach.ceiling.per_kwh)} áp dụng từ ngày ${dayText(breach.ceiling.from)}`;
    throw new BadRequest(message, [{ path: 'electricity_per_kwh', message }]);
  }

  const water = entry.water.mode === 'per_person' ? `${entry.water.amount} đ/người/tháng` : `${entry.water.amount} đ/m³`;
  return commitSettings(caller, stored, { prices, ceilings: stored.ceilings }, lock, {
    action: 'create',
    entityId: `price#${entry.from}#${entry.building ?? '*'}`,
    entityName: `Giá điện nước ${scope}`,
    ...(entry.building ? { building: entry.building } : {}),
    summary: `Thêm giá điện nước ${scope} từ ${dayText(entry.from)}: điện ${perKwhText(entry.electricity_per_kwh)}, nước ${water}`,
    after: entry,
  });
});
