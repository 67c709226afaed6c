import { domainHandler } from '../platform/http/handler';
import { activateInternet } from './activate';
import { cancelInternet } from './cancel';
import { changeInternetRoom } from './change-room';
import { createInternet } from './create-internet';
import { cutInternet } from './cut';
import { listInternet } from './list-internet';

export const handler = domainHandler('internet', { listInternet, createInternet, changeInternetRoom, activateInternet, cutInternet, cancelInternet });
