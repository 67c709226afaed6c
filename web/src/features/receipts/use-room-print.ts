import { useQueryClient } from '@tanstack/react-query';
import { chargeRoomMonths, type Receipt } from '../../../../shared/api/receipts';
import type { BuildingCode } from '../../../../shared/catalog/buildings';
import { vnToday } from '../../../../shared/dates';
import { call } from '../../api/client';
import { displayName, useSession } from '../../app/session/session-store';
import { printNotice, printReceipt } from './print';
import { bankWalletQueries } from './queries';

/**
 * The two prints of a stay of a room: a receipt and a payment notice. Each asks, as it prints, what
 * the stay owes now (never a stale cache: the QR's amount must be today's) and the bank settings. A
 * receipt names its own stay; without one (receipts from before stays) the room's current stay is asked.
 */
export function useRoomPrint() {
  const client = useQueryClient();
  const session = useSession();

  async function gather(building: BuildingCode, roomId: string, stayId: string | undefined) {
    const [owed, settings] = await Promise.all([
      // Straight from the server, past the cache: right after a receipt the cached answer is the one before it.
      call(chargeRoomMonths, { query: { building, room_id: roomId, ...(stayId ? { stay_id: stayId } : {}) } }),
      client.fetchQuery(bankWalletQueries.settings()).catch(() => undefined),
    ]);
    return { owed, settings };
  }

  return {
    receipt: async (receipt: Receipt) => {
      const d = await gather(receipt.building as BuildingCode, receipt.room_id, receipt.stay_id);
      printReceipt({ receipt, ...d, tenant: d.owed.stay?.customer_name, clerk: receipt.created_by === session.username ? displayName(session) : undefined });
    },
    notice: async (building: BuildingCode, roomId: string, stayId?: string) => {
      const d = await gather(building, roomId, stayId);
      printNotice({ building, roomId, date: vnToday(), ...d });
    },
  };
}
