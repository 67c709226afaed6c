import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Checkbox, Modal, Typography } from 'antd';
import { useState } from 'react';
import { putAnalysisDevices, type AnalysisRow } from '../../../../../shared/api/utilities';
import { DEVICES, type DeviceCode } from '../../../../../shared/catalog/devices';
import { notify } from '../../../api/notify';
import { useVoucherAction } from '../../../components/forms/use-voucher-action';
import { rowKeyOf, type ShownRow } from './analysis-rows';
import { analysisQueries } from './queries';
import { monthText } from '../../../../../shared/dates';

/** The device catalogue as the server lists it (GET /api/devices); the shared one until it answers. */
export function useDeviceCatalogue() {
  const { data } = useQuery({ ...analysisQueries.catalogue(), meta: { silent: true } });
  return data?.items ?? DEVICES;
}

/**
 * The popup of checkboxes of a room's devices (spec §2: editable until the month is locked). Saving
 * sends the month's assignment (PUT /utility-consumption-analysis-device): 'Hoàn Thành' with the
 * server's message, or 'Lỗi' with its refusal (spec §8). The screen's rows take the new devices at
 * once and are then asked for again (the flags depend on them).
 */
export function DevicesModal({ month, row, rowsKey, onClose }: { month: string; row: ShownRow; rowsKey: readonly unknown[]; onClose: () => void }) {
  const catalogue = useDeviceCatalogue();
  const client = useQueryClient();
  const [devices, setDevices] = useState<DeviceCode[]>(row.devices);
  // One choice, one key (useVoucherAction): a retried save of the same choice is applied once.
  const save = useVoucherAction({
    endpoint: putAnalysisDevices,
    request: (chosen: DeviceCode[]) => ({ body: { month, building: row.building, room_id: row.room_id, devices: chosen } }),
    onSuccess: (answer, chosen) => {
      client.setQueryData(rowsKey, (old: { rows: AnalysisRow[] } | undefined) =>
        old ? { ...old, rows: old.rows.map((r) => (rowKeyOf(r) === row.key ? { ...r, devices: chosen } : r)) } : old,
      );
      onClose();
      notify.done(answer.message);
    },
  });

  return (
    <Modal
      open
      title={`Thiết bị phòng ${row.room_id} toà ${row.building} – tháng ${monthText(month)}`}
      okText="Lưu"
      cancelText="Huỷ"
      confirmLoading={save.pending}
      onOk={() => save.run(devices)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">Chọn các thiết bị phòng đang dùng trong tháng.</Typography.Paragraph>
      <Checkbox.Group
        aria-label="Thiết bị"
        value={devices}
        onChange={(v) => setDevices(DEVICES.map((d) => d.code).filter((c) => v.includes(c)))}
        options={catalogue.map((d) => ({ value: d.code, label: `${d.code} – ${d.name}` }))}
        style={{ display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: 8 }}
      />
    </Modal>
  );
}
