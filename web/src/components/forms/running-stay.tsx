import { Alert, type FormInstance } from 'antd';

/**
 * The forms that work on a room's running stay (check-out, change slip) pick the room and look the
 * stay up; without one they say so under the room and above the form, and refuse to submit.
 */
export function hasRunningStay<S>(form: FormInstance, stay: S | null | undefined): stay is S {
  if (!stay) form.setFields([{ name: 'room_id', errors: ['Phòng này không có lượt ở đang hiệu lực'] }]);
  return Boolean(stay);
}

export function NoRunningStay({ roomId, shown }: { roomId?: string; shown: boolean }) {
  return shown ? <Alert type="warning" showIcon message={`Phòng ${roomId} không có lượt ở đang hiệu lực`} style={{ marginBottom: 12 }} /> : null;
}
