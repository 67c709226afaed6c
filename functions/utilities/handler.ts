import { domainHandler } from '../lib/http/handler';
import { getElectricityAnalysis, getElectricityAnalysisLog, getWaterAnalysis, getWaterAnalysisLog } from './analysis-get';
import { finalizeElectricityAnalysis, finalizeWaterAnalysis } from './analysis-finalize';
import { putElectricityAnalysisNotes, putWaterAnalysisNotes } from './analysis-notes';
import { getAnalysisDevices } from './devices-get';
import { listDevices } from './devices-list';
import { putAnalysisDevices } from './devices-put';
import { createMeterChange } from './create-meter-change';
import { deleteMeterChange } from './delete-meter-change';
import { listMeterChanges } from './list-meter-changes';
import { updateMeterChange } from './update-meter-change';

export const handler = domainHandler('utilities', {
  // consumption analysis (H2)
  getElectricityAnalysis,
  getElectricityAnalysisLog,
  finalizeElectricityAnalysis,
  putElectricityAnalysisNotes,
  getWaterAnalysis,
  getWaterAnalysisLog,
  finalizeWaterAnalysis,
  putWaterAnalysisNotes,
  getAnalysisDevices,
  putAnalysisDevices,
  listDevices,
  listMeterChanges,
  createMeterChange,
  updateMeterChange,
  deleteMeterChange,
});
