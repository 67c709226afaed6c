import type { BuildingCode } from './buildings';

/**
 * Consumers of electricity and water that are not rooms (business rules §5, `/dien-noi-bo`,
 * `/nuoc-noi-bo`): the washing machines (MG), one per floor of each building, and the security
 * consumers (BV) the spec lists: the guards of GB, BN, MA, XA and TT, the toilet security of MA and
 * the landlady's room 117MA. Each has an electricity and a water meter, read monthly like the rooms;
 * their cost is the operator's own expense, not a charge to anyone. A fixed catalogue: the buildings'
 * floors do not change, and a new consumer is a release, not a setting.
 */
export type InternalConsumerKind = 'MG' | 'BV';

export interface InternalConsumer {
  /** Stable id, the key of its readings: `MG-<b>-<floor>` or `BV-<b>[-<what>]`. */
  id: string;
  building: BuildingCode;
  kind: InternalConsumerKind;
  name: string;
  floor?: number;
}

/** Washing-machine floors per building: 26 machines in all. */
const MG_FLOORS: Record<BuildingCode, number> = { BN: 5, GB: 5, TT: 4, XA: 4, MA: 4, MT: 4 };

const washers: InternalConsumer[] = (Object.entries(MG_FLOORS) as [BuildingCode, number][]).flatMap(([building, floors]) =>
  Array.from({ length: floors }, (_, i) => ({ id: `MG-${building}-${i + 1}`, building, kind: 'MG' as const, name: `Máy giặt tầng ${i + 1}`, floor: i + 1 })),
);

const security: InternalConsumer[] = [
  { id: 'BV-GB', building: 'GB', kind: 'BV', name: 'Bảo vệ GB' },
  { id: 'BV-BN', building: 'BN', kind: 'BV', name: 'Bảo vệ BN' },
  { id: 'BV-MA', building: 'MA', kind: 'BV', name: 'Bảo vệ MA' },
  { id: 'BV-XA', building: 'XA', kind: 'BV', name: 'Bảo vệ XA' },
  { id: 'BV-TT', building: 'TT', kind: 'BV', name: 'Bảo vệ TT' },
  { id: 'BV-MA-WC', building: 'MA', kind: 'BV', name: 'Bảo vệ nhà vệ sinh MA' },
  { id: 'BV-117MA', building: 'MA', kind: 'BV', name: 'Phòng bà chủ 117MA' },
];

export const INTERNAL_CONSUMERS: readonly InternalConsumer[] = [...washers, ...security];

export const INTERNAL_KIND_TEXT: Record<InternalConsumerKind, string> = { MG: 'Máy giặt', BV: 'Bảo vệ' };

export const internalConsumersOf = (building: BuildingCode): InternalConsumer[] => INTERNAL_CONSUMERS.filter((c) => c.building === building);
export const internalConsumer = (id: string): InternalConsumer | undefined => INTERNAL_CONSUMERS.find((c) => c.id === id);
