import { MSG } from '@kanghu/shared';

/** Shown while the first screen's chunk loads; plain markup so that it costs no UI kit. */
export function ScreenFallback() {
  return (
    <div className="app-splash" role="status">
      <span className="app-spinner" aria-hidden="true" />
      <span>{MSG.loading}</span>
    </div>
  );
}
