import { listRepairmen as api } from '../../shared/api/repairs';
import { listRepairmen as readAll } from './model/repairman';
import { operation } from '../platform/http/handler';

export const listRepairmen = operation(api, async ({ query }) => {
  const all = await readAll();
  return { items: query.active === undefined ? all : all.filter((r) => r.active === (query.active === 'true')) };
});
