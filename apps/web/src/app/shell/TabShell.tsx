import { Button, DotLoading, SafeArea, TabBar } from 'antd-mobile';
import { useLocation, useMatches, useNavigate } from 'react-router';
import { KeepAliveOutlet } from './KeepAliveOutlet.tsx';
import { isShellHandle, type ShellSpec, type TabSpec } from './shell-spec.ts';
import styles from './TabShell.module.css';
import { TabIcon } from './tab-icons.tsx';
import { useConfiguredTabs } from './tabbar-config.ts';

function useShell(): { id: string; spec: ShellSpec } {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const match = matches[i];
    if (match && isShellHandle(match.handle)) return { id: match.id, spec: match.handle.shell };
  }
  throw new Error('TabShell rendered outside a shell route');
}

/** Tabs from the spec, or from the project's page configuration; with its loading and error states. */
function ShellTabBar({ spec }: { spec: ShellSpec }) {
  const configured = useConfiguredTabs(spec.configured ?? 'tabbar', Boolean(spec.configured));
  if (!spec.configured) return <Bar tabs={spec.tabs} />;
  if (configured.isPending) {
    return (
      <div className={styles.barState} role="status">
        <DotLoading color="primary" />
      </div>
    );
  }
  if (configured.isError) {
    return (
      <div className={styles.barState} role="alert">
        <span>底部菜单加载失败</span>
        <Button size="mini" color="primary" fill="none" onClick={() => void configured.refetch()}>
          重试
        </Button>
      </div>
    );
  }
  // A project without a configured tab bar shows its pages without one.
  if (configured.data.length === 0) return null;
  return <Bar tabs={configured.data} />;
}

function Bar({ tabs }: { tabs: TabSpec[] }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const active = tabs.find((tab) => tab.path === pathname || pathname.startsWith(`${tab.path}/`));
  // A shell with a single page (the chmsc user shell) needs no bar.
  if (tabs.length < 2) return null;
  return (
    <nav className={styles.bar} aria-label="底部导航">
      <TabBar
        activeKey={active?.path ?? null}
        onChange={(path) => void navigate(path, { replace: true })}
        safeArea={false}
      >
        {tabs.map((tab) => (
          <TabBar.Item
            key={tab.path}
            title={tab.title}
            icon={(isActive: boolean) => (
              <TabIcon name={isActive ? (tab.iconActive ?? tab.icon) : tab.icon} />
            )}
          />
        ))}
      </TabBar>
      <SafeArea position="bottom" />
    </nav>
  );
}

/**
 * Layout of a tab-bar shell (spec 1 sections 2.6 and 2.10 to 2.13): the active tab above a
 * bottom tab bar. Switching tabs replaces the history entry (tabs are places, not steps).
 */
export default function TabShell() {
  const { id, spec } = useShell();
  return (
    <div className={styles.shell} data-shell={spec.path}>
      <div className={styles.panes}>
        <KeepAliveOutlet shellId={id} keepAlive={spec.keepAlive} />
      </div>
      <ShellTabBar spec={spec} />
    </div>
  );
}
