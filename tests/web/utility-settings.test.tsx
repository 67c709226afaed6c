import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UtilitySettings } from '../../shared/api/utilities';
import { UtilitySettingsCard } from '../../web/src/features/admin/UtilitySettingsCard';
import { refusal, renderScreen, resetScreenState, signIn, stubApi, type Answer, type ApiCall } from './harness';

const SETTINGS: UtilitySettings = { loss_threshold: 10, median_excess: 50, explained_excess: 100, empty_room_tolerance: 5, version: 7 };

let put: ReturnType<typeof vi.fn<(c: ApiCall) => Answer>>;
beforeEach(() => {
  put = vi.fn((c: ApiCall) => ({ body: { ...(c.body as object), version: 8 } }));
  stubApi({ 'GET /api/settings/utilities': () => ({ body: SETTINGS }), 'PUT /api/settings/utilities': (c) => put(c) });
});
afterEach(resetScreenState);

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe("the admin card 'Ngưỡng cảnh báo điện nước'", () => {
  it('shows the four thresholds and sends them with the version read', async () => {
    signIn('admin');
    renderScreen(<UtilitySettingsCard />, '/admin');
    await waitFor(() => expect(input('Ngưỡng thất thoát').value).toBe('10'));
    expect(input('Vượt trung vị 3 tháng').value).toBe('50');
    expect(input('Vượt mức thiết bị và số người').value).toBe('100');
    expect(input('Phòng trống được dùng tối đa').value).toBe('5');
    expect(screen.getByText('Phiên bản 7')).toBeTruthy();
    fireEvent.change(input('Ngưỡng thất thoát'), { target: { value: '12.5' } });
    fireEvent.change(input('Phòng trống được dùng tối đa'), { target: { value: '8' } });
    fireEvent.click(screen.getByRole('button', { name: /Lưu ngưỡng cảnh báo/ }));
    await waitFor(() => expect(put).toHaveBeenCalledTimes(1));
    expect(put.mock.calls[0]![0].body).toEqual({ loss_threshold: 12.5, median_excess: 50, explained_excess: 100, empty_room_tolerance: 8, version: 7 });
    expect(await screen.findByText('Đã lưu ngưỡng cảnh báo điện nước (phiên bản 8)')).toBeTruthy();
  });

  it('puts the server’s refusal on its field', async () => {
    signIn('admin');
    put.mockImplementation(() => refusal(400, 'Tối đa 100%', { errors: [{ path: 'body.loss_threshold', message: 'Tối đa 100%' }] }));
    renderScreen(<UtilitySettingsCard />, '/admin');
    await waitFor(() => expect(input('Ngưỡng thất thoát').value).toBe('10'));
    fireEvent.click(screen.getByRole('button', { name: /Lưu ngưỡng cảnh báo/ }));
    expect(await screen.findByText('Tối đa 100%', { selector: '#utility-settings_loss_threshold_help *' })).toBeTruthy();
  });

  it('is read-only for staff', async () => {
    signIn('staff');
    renderScreen(<UtilitySettingsCard />, '/admin');
    await waitFor(() => expect(input('Ngưỡng thất thoát').value).toBe('10'));
    expect(input('Ngưỡng thất thoát').disabled).toBe(true);
    expect(screen.queryByRole('button', { name: /Lưu ngưỡng cảnh báo/ })).toBeNull();
  });
});
