import { domainHandler } from '../platform/http/handler';
import { cancelPcccRepairPayment, cancelRepairPayment } from './cancel-payment';
import { createPcccRepairRequest, createRepairRequest } from './create-request';
import { createPcccRepairTimesheet, createRepairTimesheet } from './create-timesheet';
import { listPcccRepairRequests, listRepairRequests } from './list-requests';
import { listPcccRepairTimesheets, listRepairTimesheets } from './list-timesheets';
import { payPcccRepairTimesheets, payRepairTimesheets } from './pay-timesheets';
import { createRepairman } from './repairman-create';
import { deleteRepairman } from './repairman-delete';
import { updateRepairman } from './repairman-update';
import { listRepairmen } from './repairmen-list';
import { pcccRepairTimesheetsWithRequests, repairTimesheetsWithRequests } from './timesheets-with-requests';
import { pcccRepairTotalPaymentInMonth, repairTotalPaymentInMonth } from './total-payment';
import { updatePcccRepairRequest, updateRepairRequest } from './update-request';
import { updatePcccRepairTimesheet, updateRepairTimesheet } from './update-timesheet';

export const handler = domainHandler('repairs', {
  listRepairRequests,
  createRepairRequest,
  updateRepairRequest,
  listRepairTimesheets,
  createRepairTimesheet,
  updateRepairTimesheet,
  repairTimesheetsWithRequests,
  repairTotalPaymentInMonth,
  payRepairTimesheets,
  cancelRepairPayment,
  listPcccRepairRequests,
  createPcccRepairRequest,
  updatePcccRepairRequest,
  listPcccRepairTimesheets,
  createPcccRepairTimesheet,
  updatePcccRepairTimesheet,
  pcccRepairTimesheetsWithRequests,
  pcccRepairTotalPaymentInMonth,
  payPcccRepairTimesheets,
  cancelPcccRepairPayment,
  listRepairmen,
  createRepairman,
  updateRepairman,
  deleteRepairman,
});
