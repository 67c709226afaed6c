import { AnalysisPage } from './AnalysisPage';

/** /phan-tich-phai-thu-khach-hang-nuoc: the water analysis, the same screen for water. */
export default function WaterAnalysisPage() {
  return <AnalysisPage type="W" />;
}
