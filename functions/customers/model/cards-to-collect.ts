import type { Stay } from '../../../shared/api/stays';
import { plateKey, type VehicleCard } from '../../../shared/api/customers/vehicle-cards';
import type { BuildingCode } from '../../../shared/catalog/buildings';
import { compareNumbered } from '../../../shared/text/collate';
import { getItem, getMany } from '../../platform/db/items';
import { keys } from '../../platform/db/keys';
import { migrationMarker } from '../../platform/db/migration-marker';
import { publicFields, queryAll } from '../../platform/db/records';
import { conditionCheck, putItem, transact, type TxItem } from '../../platform/db/transact';
import { Conflict } from '../../platform/errors';
import { env } from '../../platform/env';
import { roomLabel } from '../../kernel/model/room';
import { cardsOut } from './vehicle-card';

/*
 * The cards to collect (/the-xe's "Thẻ chưa thu"): a card out that no vehicle of a running stay holds —
 * its stay ended (checked out, or its check-in removed) or the vehicle left it by a change slip. Each is
 * kept as one small item, `VCARDDUE#<building>` / `<room>#<card>` (keys.cardToCollect), there exactly
 * while the card is to collect: every write that moves a card out or its stay's status or vehicles
 * writes (or deletes) the items of the stay's cards out in its own transaction — a card returned, a
 * check-out and its cancel, a check-in removed, a change slip and its cancel or delete — each on the
 * card still out at the version read (a card returned meanwhile makes that write a 409 to reload);
 * a card issued is for a vehicle of its running stay (held), on the stay's version read. The
 * dashboard then reads one Query of O(cards to collect), never every card out with its stay. The card
 * item uses both GSIs (its building's cards out, its room), hence an item of its own. Cards out before
 * these items get them from the backfill (functions/jobs/cards-to-collect.ts), which leaves `META` /
 * `MIGRATION#cards-to-collect-v1`; until then the dashboard reads the cards out and their stays.
 */

const marker = migrationMarker('cards-to-collect-v1');
export const CARDS_TO_COLLECT_READY = marker.key;

/** What the dashboard shows of a card to collect (the item holds exactly this, with the stay it was issued to). */
export type CardToCollect = Pick<VehicleCard, 'id' | 'building' | 'room_id' | 'stay_id' | 'card_no' | 'tenant' | 'vehicle_type' | 'plate'>;
type StayNow = Pick<Stay, 'id' | 'status' | 'vehicles'>;

/** /the-xe's rule: a vehicle of the card's stay, running now, with the card's type and plate holds it. */
export const cardHeld = (c: Pick<VehicleCard, 'stay_id' | 'vehicle_type' | 'plate'>, stay: StayNow | undefined): boolean =>
  !!stay &&
  stay.id === c.stay_id &&
  stay.status === 'active' &&
  stay.vehicles.some((v) => v.type === c.vehicle_type && plateKey(v.plate) === plateKey(c.plate));

const cardToCollectItem = (c: CardToCollect) => ({
  ...keys.cardToCollect(c.building, c.room_id, c.id),
  entity: 'card_to_collect',
  id: c.id,
  building: c.building,
  room_id: c.room_id,
  stay_id: c.stay_id,
  card_no: c.card_no,
  tenant: c.tenant,
  vehicle_type: c.vehicle_type,
  ...(c.plate ? { plate: c.plate } : {}),
});

/** The card's item gone (returned, or held again): a delete of an absent item is a no-op (the kept counts read the key to know). */
export const cardCollectedItem = (c: Pick<VehicleCard, 'building' | 'room_id' | 'id'>): TxItem => ({
  op: { Delete: { TableName: env.tableName(), Key: keys.cardToCollect(c.building, c.room_id, c.id) } },
});

/**
 * For a write that leaves the stay as `after` (undefined: no longer running), the items of the cards
 * out it read of that stay: each on the card still out at the version read, then put (to collect) or
 * deleted (held).
 */
export function cardsToCollectWrites(cards: readonly VehicleCard[], after: StayNow | undefined): TxItem[] {
  return cards.flatMap((c) => [
    conditionCheck(keys.vehicleCard(c.id), {
      expression: '#s = :out AND #v = :v',
      names: { '#s': 'status', '#v': 'version' },
      values: { ':out': 'out', ':v': c.version },
      conflict: `Thẻ xe số ${c.card_no} phòng ${roomLabel(c.building, c.room_id)} vừa được người khác thay đổi, vui lòng tải lại`,
    }),
    cardHeld(c, after) ? cardCollectedItem(c) : putItem(cardToCollectItem(c)),
  ]);
}

export const cardsToCollectReady = marker.ready;
export const markCardsToCollectReady = marker.mark;
/** Forgets the marker (the backfill's tests take it away to read the old way). */
export const forgetCardsToCollectReady = marker.forget;

/**
 * The building's cards to collect, by room and number (as /the-xe lists the cards out): one Query of
 * the kept items, strongly consistent; undefined before the backfill (the caller reads the cards out
 * and their stays, as before).
 */
export async function keptCardsToCollect(building: BuildingCode): Promise<CardToCollect[] | undefined> {
  if (!(await cardsToCollectReady())) return undefined;
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': keys.cardsToCollect(building) },
    ConsistentRead: true,
  });
  return items.map((i) => publicFields<CardToCollect>(i)).sort((a, b) => compareNumbered(a.room_id, b.room_id) || compareNumbered(a.card_no, b.card_no));
}

// --- the backfill (functions/jobs/cards-to-collect.ts) ---

/**
 * The building's cards out that no running stay holds get their item, each on the card and its stay
 * as read (a write meanwhile wrote the card's item itself, or moved the stay: that card is read again).
 * How many were written.
 */
export async function backfillCardsToCollect(building: BuildingCode): Promise<number> {
  let written = 0;
  for (const card of await cardsOut(building))
    for (let attempt = 0; ; attempt++) {
      const c = (await getItem(keys.vehicleCard(card.id), { consistent: true })) as (VehicleCard & { version: number }) | undefined;
      if (!c || c.status !== 'out') break;
      const stay = (await getMany([keys.stay(c.stay_id)], { consistent: true })).map((i) => publicFields<Stay & { version: number }>(i))[0];
      if (cardHeld(c, stay)) break;
      try {
        await transact([
          ...cardsToCollectWrites([publicFields<VehicleCard>(c)], stay),
          ...(stay
            ? [
                conditionCheck(keys.stay(stay.id), {
                  expression: '#v = :v',
                  names: { '#v': 'version' },
                  values: { ':v': stay.version },
                  conflict: 'Lượt ở vừa thay đổi',
                }),
              ]
            : []),
        ]);
        written++;
        break;
      } catch (e) {
        if (!(e instanceof Conflict) || attempt >= 5) throw e;
      }
    }
  return written;
}
