import { Form } from 'antd';
import { standingText, stayOwedOf, stayText, type Owed } from '../../lib/stay-debt';
import { ChoiceSelect } from './ChoiceSelect';

interface Props {
  /** The room's months answer (its default stay and its other stays with a balance); undefined while no room or loading. */
  owed: Owed | undefined;
  roomChosen: boolean;
  loading: boolean;
}

/** The room's stays a payment can go to, grouped: the tenant living there, then those who left still owing (or paid ahead). */
export function stayOptions(owed: Owed | undefined) {
  if (!owed) return [];
  const all = [...(owed.stay ? [owed.stay] : []), ...owed.stays];
  const option = (s: (typeof all)[number]) => ({ value: s.stay_id, label: `${stayText(s)} · ${standingText(stayOwedOf(owed, s.stay_id))}` });
  const living = all.filter((s) => s.status === 'active').map(option);
  const departed = all.filter((s) => s.status !== 'active').map(option);
  return [
    ...(living.length ? [{ label: 'Khách đang ở', title: 'Khách đang ở', options: living }] : []),
    ...(departed.length ? [{ label: 'Khách đã trả phòng còn nợ', title: 'Khách đã trả phòng còn nợ', options: departed }] : []),
  ];
}

/**
 * "Thu cho lượt thuê": whose money the receipt is (business rules §9): the room's current stay by
 * default (the one the server would choose), or a departed tenant who still owes, picked by name.
 */
export function StayField({ owed, roomChosen, loading }: Props) {
  const others = owed?.stays.filter((s) => s.status !== 'active').length ?? 0;
  return (
    <Form.Item
      label="Thu cho lượt thuê"
      name="stay_id"
      extra={others > 0 ? `Phòng có ${others} khách đã trả phòng còn nợ hoặc còn tiền trả trước: chọn trong danh sách để thu cho họ.` : undefined}
    >
      <ChoiceSelect
        aria-label="Thu cho lượt thuê"
        placeholder={!roomChosen ? 'Chọn phòng trước' : loading ? 'Đang tải lượt thuê...' : 'Phòng chưa có lượt thuê nào'}
        options={stayOptions(owed)}
        loading={loading}
        notFoundContent={loading ? 'Đang tải...' : 'Phòng chưa có lượt thuê nào'}
      />
    </Form.Item>
  );
}
