import { queryOptions } from '@tanstack/react-query';
import type { QueryOf } from '../../../../../shared/api/endpoint';
import { listStayVehicles, listVehicleCards } from '../../../../../shared/api/customers/vehicle-cards';
import type { BuildingCode } from '../../../../../shared/catalog/buildings';
import { call } from '../../../api/client';
import { domainKey } from '../../../api/query-keys';

/** Vehicle cards live in the customers domain: check-ins and check-outs (which change who stays) refresh them. */
export const vehicleCardQueries = {
  all: () => [...domainKey('customers'), 'vehicle-cards'] as const,
  /** A building's running stays' vehicles, each with its building (the screen may list every building's). */
  vehicles: (building: BuildingCode) =>
    queryOptions({
      queryKey: [...vehicleCardQueries.all(), 'vehicles', building] as const,
      queryFn: ({ signal }) => call(listStayVehicles, { query: { building }, signal }).then((r) => r.items.map((v) => ({ ...v, building }))),
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
