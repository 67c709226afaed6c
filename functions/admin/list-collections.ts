import * as api from '../../shared/api/admin';
import { ENTITIES } from '../platform/db/entities';
import { operation } from '../platform/http/handler';
import { countEntity } from './entity-keys';

export const listCollections = operation(api.listCollections, async () =>
  Promise.all(
    Object.entries(ENTITIES).map(async ([entity, label]) => ({ entity, label, count: await countEntity(entity) })),
  ),
);
