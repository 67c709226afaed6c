import * as api from '../../shared/api/admin';
import { ENTITIES } from '../lib/db/entities';
import { operation } from '../lib/http/handler';
import { countEntity } from './entity-keys';

export const listCollections = operation(api.listCollections, async () =>
  Promise.all(
    Object.entries(ENTITIES).map(async ([entity, label]) => ({ entity, label, count: await countEntity(entity) })),
  ),
);
