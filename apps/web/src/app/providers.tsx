import type { SessionInfo } from '@kanghu/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { sessionKeys } from '../features/session/queries.ts';
import { ApiError } from '../lib/request-errors.ts';
import { AppContext, type AppDeps } from './app-context.ts';

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
  return (
    <AppContext value={deps}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </AppContext>
  );
}
