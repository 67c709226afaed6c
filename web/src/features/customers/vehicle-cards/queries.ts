import { queryOptions } from '@tanstack/react-query';
import type { QueryOf } from '../../../../../shared/api/endpoint';
import { listStayVehicles, listVehicleCards } from '../../../../../shared/api/customers/vehicle-cards';
import type { BuildingCode } from '../../../../../shared/catalog/buildings';
import { call } from '../../../api/client';
import { callEveryPage } from '../../../api/every-page';
import { compareNumbered } from '../../../../../shared/text/collate';
import { domainKey } from '../../../api/query-keys';

/** Vehicle cards live in the customers domain: check-ins and check-outs (which change who stays) refresh them. */
export const vehicleCardQueries = {
  all: () => [...domainKey('customers'), 'vehicle-cards'] as const,
  /** A building's running stays' vehicles, each with its building (the screen may list every building's). */
  vehicles: (building: BuildingCode) =>
    queryOptions({
      queryKey: [...vehicleCardQueries.all(), 'vehicles', building] as const,
      // Every page, then by room number (pages come room by room in key order; a stay's vehicles keep their order).
      queryFn: async ({ signal }) =>
        (await callEveryPage(listStayVehicles, { query: { building }, signal }))
          .map((v) => ({ ...v, building }))
          .sort((a, b) => compareNumbered(a.room_id, b.room_id)),
    }),
  /** A building's cards out, as a list. */
  out: (building: BuildingCode) =>
    queryOptions({
      queryKey: [...vehicleCardQueries.all(), 'out', building] as const,
      queryFn: ({ signal }) => call(listVehicleCards, { query: { building, status: 'out' }, signal }).then((r) => r.items),
    }),
  cards: (q: QueryOf<typeof listVehicleCards>) =>
    queryOptions({ queryKey: [...vehicleCardQueries.all(), 'cards', q] as const, queryFn: ({ signal }) => call(listVehicleCards, { query: q, signal }) }),
};
