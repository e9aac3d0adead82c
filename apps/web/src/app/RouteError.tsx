import { isRouteErrorResponse, useRouteError } from 'react-router';

/** Last line of defence: a screen that failed to load (stale chunk after a deploy) or threw. */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : '';
  return (
    <div className="app-splash" role="alert">
      <strong>页面加载失败</strong>
      {detail && <span className="app-splash-detail">{detail}</span>}
      <button type="button" className="app-button" onClick={() => window.location.reload()}>
        重新加载
      </button>
    </div>
  );
}
