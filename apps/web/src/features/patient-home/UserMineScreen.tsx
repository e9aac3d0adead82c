/** Placeholder until the shell-tabs work fills it (see issue 3, section 6). */
export default function UserMineScreen() {
  return <div className="screen-placeholder">加载中...</div>;
}
