import { useNavigation } from 'react-router-dom';

/** A thin bar across the top while a navigation (and its screen chunk) is on its way (spec §2). */
export function NavigationProgress() {
  const busy = useNavigation().state !== 'idle';
  return <div className={busy ? 'nav-progress nav-progress--busy' : 'nav-progress'} role="progressbar" aria-hidden={!busy} aria-label="Đang tải" />;
}
