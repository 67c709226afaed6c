import { useQueryClient } from '@tanstack/react-query';
import type { Receipt } from '../../../../shared/api/receipts';
import type { BuildingCode } from '../../../../shared/catalog/buildings';
import { vnToday } from '../../../../shared/dates';
import { displayName, useSession } from '../../app/session/session-store';
import { customerQueries } from '../customers/queries';
import { printNotice, printReceipt } from './print';
import { bankWalletQueries } from './queries';
import { call } from '../../api/client';
import { chargeRoomMonths } from '../../../../shared/api/receipts';

/**
 * The two prints of a room: a receipt and a payment notice. Each asks, as it prints, what the room owes
 * now (never a stale cache: the QR's amount must be today's), the bank settings and who lives there
 * (the tenant line is left out if that cannot be read).
 */
export function useRoomPrint() {
  const client = useQueryClient();
  const session = useSession();

  async function gather(building: BuildingCode, roomId: string) {
    const [owed, settings, people] = await Promise.all([
      // Straight from the server, past the cache: right after a receipt the cached answer is the one before it.
      call(chargeRoomMonths, { query: { building, room_id: roomId } }),
      client.fetchQuery(bankWalletQueries.settings()).catch(() => undefined),
      client.fetchQuery({ ...customerQueries.list({ building, room_id: roomId, status: 'staying' }), meta: { silent: true } }).catch(() => []),
    ]);
    const tenant = people.map((p) => p.name).join(', ') || undefined;
    return { owed, settings, tenant };
  }

  return {
    receipt: async (receipt: Receipt) => {
      const d = await gather(receipt.building as BuildingCode, receipt.room_id);
      printReceipt({ receipt, ...d, clerk: receipt.created_by === session.username ? displayName(session) : undefined });
    },
    notice: async (building: BuildingCode, roomId: string) => {
      const d = await gather(building, roomId);
      printNotice({ building, roomId, date: vnToday(), ...d });
    },
  };
}
