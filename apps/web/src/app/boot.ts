import { CODEC_PLAIN, CODEC_SCHEME, type SessionInfo } from '@kanghu/shared';
import { detectDevice } from '../lib/bridge.ts';
import { loadProjectConfig, resolveProjectKey } from '../lib/project.ts';
import { type Codec, createApi } from '../lib/request.ts';
import { ApiError } from '../lib/request-errors.ts';
import { preloadResponseSchemas, sessionInfoSchema } from '../lib/response-schemas.ts';
import { clearSession, loginPathFor, saveUser, storedUser } from '../lib/session.ts';
import { type AppStorage, browserBackends, createStorage, STORAGE_KEYS } from '../lib/storage.ts';
import { antdUiPort } from '../lib/ui-port.ts';
import type { AppDeps } from './app-context.ts';
import { prefetchHomeData } from './home-prefetch.ts';

export interface Booted {
  deps: AppDeps;
  /** The signed-in session fetched at start-up, or null. */
  session: SessionInfo | null;
  /** Lets the router take over navigation once it exists. */
  setNavigate(navigate: (to: string) => void): void;
}

/** Production builds scramble payloads; dev and debug builds send them plain. */
function codecOfBuild(): Codec {
  return import.meta.env.MODE === 'production' ? CODEC_SCHEME : CODEC_PLAIN;
}

export function isBackendDoctor(storage: AppStorage): boolean {
  return storage.get(STORAGE_KEYS.isBackendDoctor) === '1';
}

/**
 * Start-up (spec 3 section 2): resolve the project, load its config and, with a stored token,
 * the user info; a failed user-info call clears the token. Only then does the app mount.
 */
export async function boot(win: Window): Promise<Booted> {
  const device = detectDevice(win.navigator.userAgent);
  const storage = createStorage(browserBackends(win), (message, error) => console.warn(message, error));
  const projectKey = resolveProjectKey(win.location.search, storage);
  let navigate = (to: string) => win.location.assign(to);
  let defaultPath: string | null = null;
  let serverArea: string | null = null;

  const ui = antdUiPort();
  const api = createApi({
    baseUrl: '',
    fetch: win.fetch.bind(win),
    storage,
    project: () => projectKey,
    codec: codecOfBuild(),
    device,
    ui,
    isOnline: () => win.navigator.onLine,
    serverArea: () => serverArea,
    host: () => win.location.hostname,
    onSessionExpired: () => {
      navigate(
        loginPathFor(storedUser(storage, projectKey), projectKey, defaultPath, isBackendDoctor(storage)),
      );
    },
  });

  const hadToken = Boolean(storage.getToken(projectKey));
  // Signed in: answers are checked against the shared schemas (their chunk fetched alongside the
  // calls; signed-in screens need it anyway). A visitor on a sign-in page does not load zod.
  if (hadToken) preloadResponseSchemas();
  const [config, session] = await Promise.all([
    loadProjectConfig(api, storage, projectKey, hadToken).then((loaded) => {
      // Opening a home signed in: its data are asked for now, with the project's headers, while
      // the user info and the screen's code are still on their way (app/home-prefetch.ts).
      if (hadToken) {
        serverArea = loaded.serverArea;
        prefetchHomeData(api, projectKey, storage.getToken(projectKey), win.location.pathname);
      }
      return loaded;
    }),
    hadToken
      ? api
          .get<SessionInfo>('/api/user/mine', undefined, { silent: true, schema: sessionInfoSchema })
          .catch((error: unknown) => {
            // Offline keeps the token for later; any other failure clears it.
            if (!(error instanceof ApiError && error.kind === 'network')) clearSession(storage, projectKey);
            return null;
          })
      : Promise.resolve(null),
  ]);
  defaultPath = config.defaultPath;
  serverArea = config.serverArea;
  if (session) saveUser(storage, projectKey, session);

  return {
    deps: { projectKey, config, api, storage, device, ui },
    session,
    setNavigate(next) {
      navigate = next;
    },
  };
}
