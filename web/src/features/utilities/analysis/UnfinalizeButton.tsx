import { UnlockOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useState } from 'react';
import { finalizedEarly, finalizedOn, type AnalysisLog } from '../../../../../shared/api/utilities';
import { dayText, lastDayOf, monthText } from '../../../../../shared/dates';
import type { AnalysisType } from '../../../../../shared/exports/reports/utility-analysis';
import { useCan } from '../../../app/session/can';
import { ReasonModal } from '../../../components/forms/ReasonModal';
import { ANALYSIS_ENDPOINTS } from './queries';

const NOUNS: Record<AnalysisType, string> = { E: 'điện', W: 'nước' };

/**
 * 'Bỏ chốt' (issue 21 item 4): for an admin, on a month finalized before it was over (finalize allowed
 * it then), the way to take it back so the month is finalized on its real figures. It asks for the
 * reason in a dialog whose OK button alone sends it (Enter in the text only breaks the line). A month
 * finalized after it ended shows nothing: the server refuses it too.
 */
export function UnfinalizeButton({ type, log }: { type: AnalysisType; log: AnalysisLog }) {
  const endpoint = ANALYSIS_ENDPOINTS[type].unfinalize;
  const allowed = useCan(endpoint);
  const [open, setOpen] = useState(false);
  if (!allowed || !finalizedEarly(log)) return null;
  const month = monthText(log.month);
  return (
    <>
      <Button danger icon={<UnlockOutlined />} onClick={() => setOpen(true)}>
        Bỏ chốt
      </Button>
      <ReasonModal
        open={open}
        title={`Bỏ chốt báo cáo phân tích ${NOUNS[type]} tháng ${month}`}
        okText="Bỏ chốt"
        endpoint={endpoint}
        body={(reason) => ({ month: log.month, reason: reason ?? '' })}
        done={(answer) => answer.message}
        onClose={() => setOpen(false)}
      >
        <Alert
          type="warning"
          showIcon
          message={
            `Báo cáo đã chốt ngày ${dayText(finalizedOn(log))}, trước khi tháng ${month} kết thúc (${dayText(lastDayOf(log.month))}). ` +
            'Bỏ chốt xoá các dòng đã lưu và mở lại thiết bị của tháng; báo cáo sẽ được chốt lại trên số liệu đủ của tháng.'
          }
        />
      </ReasonModal>
    </>
  );
}
