import { AnalysisPage } from './AnalysisPage';

/** /phan-tich-phai-thu-khach-hang-dien: the electricity analysis. */
export default function ElectricityAnalysisPage() {
  return <AnalysisPage type="E" />;
}
