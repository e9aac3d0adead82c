/** A tab of a shell: its full path, its label and an icon name (see tab-icons.tsx). */
export interface TabSpec {
  path: string;
  title: string;
  icon: string;
  /** Icon of the active tab, when it differs. */
  iconActive?: string;
}

/**
 * A tab-bar shell (spec/routes.tsv kind "shell"). `tabs` are static, or come from the project's
 * page configuration (the web-config tab bar, templateKey 'tabbar') when `configured` is set.
 */
export interface ShellSpec {
  path: string;
  defaultTab: string;
  /** Doctor shells: visited tabs stay mounted (state and scroll kept). */
  keepAlive: boolean;
  tabs: TabSpec[];
  configured?: 'tabbar';
}

/** What a route table attaches to a shell's layout route (read by the shell through useMatches). */
export interface ShellHandle {
  shell: ShellSpec;
}

export function isShellHandle(handle: unknown): handle is ShellHandle {
  return typeof handle === 'object' && handle !== null && 'shell' in handle;
}
