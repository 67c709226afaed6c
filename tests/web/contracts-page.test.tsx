import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import ContractsPage from '../../web/src/features/customers/ContractsPage';
import { renderScreen, resetScreenState, signIn, stubApi } from './harness';

/** Issue 23, item 4: the contracts screen opens on the contracts in force, whenever they started. */
describe('/hop-dong-thue-phong defaults', () => {
  beforeEach(() => {
    resetScreenState();
    signIn('staff');
  });

  it('asks for the active contracts of BN over all time, and a status can still be widened', async () => {
    const api = stubApi({ 'GET /api/contracts/search': () => ({ body: [] }) });
    renderScreen(<ContractsPage />, '/hop-dong-thue-phong');
    await waitFor(() => expect(api.callsTo('GET', '/api/contracts/search').length).toBeGreaterThan(0));
    const query = Object.fromEntries(api.callsTo('GET', '/api/contracts/search')[0]!.query);
    expect(query).toEqual({ building: 'BN', status: 'active' });
    expect((screen.getByRole('checkbox', { name: 'Mọi thời gian' }) as HTMLInputElement).checked).toBe(true);
  });

  it('keeps a status and a date range asked for in the address', async () => {
    const api = stubApi({ 'GET /api/contracts/search': () => ({ body: [] }) });
    renderScreen(<ContractsPage />, '/hop-dong-thue-phong?status=&period=range&from=2026-11-01&to=2026-11-30');
    await waitFor(() => expect(api.callsTo('GET', '/api/contracts/search').length).toBeGreaterThan(0));
    expect(Object.fromEntries(api.callsTo('GET', '/api/contracts/search')[0]!.query)).toEqual({ building: 'BN', from: '2026-11-01', to: '2026-11-30' });
  });
});
