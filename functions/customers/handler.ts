import { domainHandler } from '../platform/http/handler';
import { getCustomerFile } from './customer-file';
import { listCustomers, searchContracts, searchCustomers } from './customers';
import { issueVehicleCard, listStayVehicles, listVehicleCards, returnVehicleCard } from './vehicle-cards';

export const handler = domainHandler('customers', {
  listCustomers,
  searchCustomers,
  searchContracts,
  listVehicleCards,
  listStayVehicles,
  issueVehicleCard,
  returnVehicleCard,
  getCustomerFile,
});
