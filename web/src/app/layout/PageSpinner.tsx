import './page-spinner.css';

/** While the first screen is on its way: a plain spinner, so the first download stays small. */
export function PageSpinner() {
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }}>
      <div className="page-spinner" role="progressbar" aria-label="Đang tải" />
    </div>
  );
}
