import { domainHandler } from '../platform/http/handler';
import { getElectricityAnalysis, getElectricityAnalysisLog, getWaterAnalysis, getWaterAnalysisLog } from './analysis-get';
import { finalizeElectricityAnalysis, finalizeWaterAnalysis } from './analysis-finalize';
import { unfinalizeElectricityAnalysis, unfinalizeWaterAnalysis } from './analysis-unfinalize';
import { putElectricityAnalysisNotes, putWaterAnalysisNotes } from './analysis-notes';
import { getAnalysisDevices } from './devices-get';
import { listDevices } from './devices-list';
import { putAnalysisDevices } from './devices-put';
import { listStateBills } from './state-bills-list';
import { saveStateBill } from './state-bill-save';
import { combinedByBuilding } from './combined-by-building';
import { compareByBuilding } from './compare-by-building';
import { getInternalBill } from './internal-bill-get';
import { saveInternalBill } from './internal-bill-save';
import { getUtilitySettings } from './utility-settings-get';
import { putUtilitySettings } from './utility-settings-put';
import { getMonthlyReport } from './monthly-report-get';
import { saveMonthlyReport } from './monthly-report-save';
import { deleteMonthlyReport } from './monthly-report-delete';
import { getComparison } from './comparison-get';
import { saveComparison } from './comparison-save';
import { deleteComparison } from './comparison-delete';
import { getUtilitySeries } from './series-get';

export const handler = domainHandler('utilities', {
  // consumption analysis (H2)
  getElectricityAnalysis,
  getElectricityAnalysisLog,
  finalizeElectricityAnalysis,
  unfinalizeElectricityAnalysis,
  putElectricityAnalysisNotes,
  getWaterAnalysis,
  getWaterAnalysisLog,
  finalizeWaterAnalysis,
  unfinalizeWaterAnalysis,
  putWaterAnalysisNotes,
  getAnalysisDevices,
  putAnalysisDevices,
  listDevices,
  // state bills, internal use, report (H1)
  listStateBills,
  saveStateBill,
  combinedByBuilding,
  compareByBuilding,
  getInternalBill,
  saveInternalBill,
  getUtilitySettings,
  putUtilitySettings,
  getMonthlyReport,
  saveMonthlyReport,
  deleteMonthlyReport,
  // comparisons and series (H3)
  getComparison,
  saveComparison,
  deleteComparison,
  getUtilitySeries,
});
