import type { SessionInfo } from '@kanghu/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { RealtimeProvider } from '../lib/realtime/context.tsx';
import { ApiError } from '../lib/request-errors.ts';
import { AppContext, type AppDeps } from './app-context.ts';
import { createShellServices } from './overlays/create-shell.ts';
import { ShellProvider } from './overlays/shell-context.tsx';
import { StorageSync } from './StorageSync.tsx';
import { sessionKeys } from './session/queries.ts';

export function createQueryClient(deps: AppDeps, session: SessionInfo | null): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Retrying cannot fix a refusal or a missing session; it can fix a dropped connection.
        retry: (count, error) => count < 2 && error instanceof ApiError && error.kind === 'network',
      },
      mutations: { retry: false },
    },
  });
  if (session) client.setQueryData(sessionKeys.mine(deps.projectKey), session);
  return client;
}

export function Providers({
  deps,
  queryClient,
  children,
}: {
  deps: AppDeps;
  queryClient: QueryClient;
  children: ReactNode;
}) {
  // The realtime client and the shell overlays' store: one per app, never module-level.
  const [shellServices] = useState(() => createShellServices(window, deps));
  return (
    <AppContext value={deps}>
      <QueryClientProvider client={queryClient}>
        <RealtimeProvider client={shellServices.realtime}>
          <StorageSync />
          <ShellProvider store={shellServices.shell}>{children}</ShellProvider>
        </RealtimeProvider>
      </QueryClientProvider>
    </AppContext>
  );
}
