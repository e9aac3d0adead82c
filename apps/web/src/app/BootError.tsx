/** Start-up failed (project config could not be loaded): nothing else can render. */
export function BootError({ message }: { message: string }) {
  return (
    <div className="app-splash" role="alert">
      <strong>应用加载失败</strong>
      <span className="app-splash-detail">{message}</span>
      <button type="button" className="app-button" onClick={() => window.location.reload()}>
        重新加载
      </button>
    </div>
  );
}
