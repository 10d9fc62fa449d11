import { useProgress } from '../lib/progress';

/** A thin bar at the top of the window while any call or navigation is under way (issue 3 §1). */
export function ProgressBar() {
  const active = useProgress((state) => state.active > 0);
  return (
    <div className={`progress-bar${active ? ' progress-bar-active' : ''}`} role="progressbar" aria-hidden={!active} />
  );
}
