import type { ProjectConfigView } from '@kanghu/shared';
import { createContext, useContext } from 'react';
import type { DeviceInfo } from '../lib/bridge.ts';
import type { Api, UiPort } from '../lib/request.ts';
import type { AppStorage } from '../lib/storage.ts';

/** What every screen may use, made once at start-up (no module-level singletons). */
export interface AppDeps {
  projectKey: string;
  config: ProjectConfigView;
  api: Api;
  storage: AppStorage;
  device: DeviceInfo;
  /** Toasts and dialogs. */
  ui: UiPort;
}

export const AppContext = createContext<AppDeps | null>(null);

export function useApp(): AppDeps {
  const deps = useContext(AppContext);
  if (!deps) throw new Error('useApp outside AppContext');
  return deps;
}
