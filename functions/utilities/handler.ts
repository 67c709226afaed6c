import { domainHandler } from '../lib/http/handler';
import { createMeterChange } from './create-meter-change';
import { deleteMeterChange } from './delete-meter-change';
import { listMeterChanges } from './list-meter-changes';
import { updateMeterChange } from './update-meter-change';

export const handler = domainHandler('utilities', { listMeterChanges, createMeterChange, updateMeterChange, deleteMeterChange });
