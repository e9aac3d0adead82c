import {
  type CallInput,
  type CallOutput,
  CODEC_PLAIN,
  CODEC_SCHEME,
  decodeBody,
  type Endpoint,
  encodeBody,
  encodeQuery,
  fillPath,
  isPlainPath,
  MSG,
} from '@kanghu/shared';
import { REQUEST_STORAGE_KEYS, requestHeaders, storedHeaderValues } from './headers.ts';
import { ApiError, classify, type Failure, NETWORK_FAILURE, SCHEMA_FAILURE } from './request-errors.ts';
import type {
  Api,
  CallArgs,
  Codec,
  QueryValue,
  RequestConfig,
  RequestOptions,
  ResponseSchema,
} from './request-types.ts';
import { sseEvents } from './sse.ts';
import { type AppStorage, STORAGE_KEYS } from './storage.ts';

export type {
  Api,
  CallArgs,
  CallOptions,
  Codec,
  QueryValue,
  RequestConfig,
  RequestOptions,
  ResponseSchema,
  SchemaSource,
  UiPort,
} from './request-types.ts';

/**
 * The one request wrapper of spec 2 section 7: tenant and session headers, the payload codec,
 * the `{success, data, msg}` envelope and the error catalogue of spec 2 section 8.
 *
 * A call may pass a response schema (the shared zod schemas): `data` of a successful answer is
 * parsed with it and the parsed value is returned. An answer that does not match is a contract
 * error of ours, not the user's: it is logged (path and issue paths only, never the data) and the
 * call rejects with 未知错误 (kind 'schema'), shown as a toast unless the call is silent.
 */

export function queryString(query: Record<string, QueryValue> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.append(key, String(value));
  }
  return params.toString();
}

/** Clears the stored session after a 401: the token is ignored from now on. */
export function clearStoredSession(storage: AppStorage, project: string, token: string): void {
  storage.ignoreToken(token);
  storage.clearToken(project);
  storage.remove(storage.scoped(project, STORAGE_KEYS.userInfo));
  storage.remove(storage.scoped(project, REQUEST_STORAGE_KEYS.localUserId));
}

function pageHost(): string {
  return typeof location === 'undefined' ? '' : location.hostname;
}

/** Issue locations of a failed parse, for the log: field paths and messages, never values. */
function issueSummary(
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>,
): string[] {
  return issues
    .slice(0, 10)
    .map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`);
}

async function readBody(response: Response, scrambled: boolean): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return text;
  }
  if (scrambled && parsed && typeof parsed === 'object' && !('success' in parsed)) {
    const decoded = decodeBody(parsed);
    if (decoded.ok) return decoded.value;
  }
  return parsed;
}

export function createApi(config: RequestConfig): Api {
  let sessionDialogOpen = false;

  const onSession = async (token: string, silent: boolean): Promise<void> => {
    const project = config.project();
    if (silent) {
      clearStoredSession(config.storage, project, token);
      return;
    }
    if (sessionDialogOpen) return;
    sessionDialogOpen = true;
    try {
      const again = await config.ui.confirm(MSG.sessionExpiredConfirm);
      clearStoredSession(config.storage, project, token);
      if (again) config.onSessionExpired();
    } finally {
      sessionDialogOpen = false;
    }
  };

  const show = (failure: Failure): void => {
    if (failure.kind === 'business') void config.ui.alert(failure.message);
    else config.ui.toast(failure.message);
  };

  const networkFailure = (silent: boolean): never => {
    if (!silent) config.ui.toast(NETWORK_FAILURE.message);
    throw new ApiError(MSG.networkRejected, 'network', 0);
  };

  const log = config.log ?? ((message: string, detail?: unknown) => console.error(message, detail));
  const host = config.host ?? pageHost;

  /** The tenant, session and device headers of a call (headers.ts). */
  const headersOf = (path: string, project: string, token: string, codec: Codec) =>
    requestHeaders({
      path,
      project,
      token,
      deviceType: config.device.deviceType,
      source: config.device.source,
      codec,
      host: host(),
      serverArea: config.serverArea?.(),
      ...storedHeaderValues(config.storage, project),
    });

  async function request<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
    const { method = 'GET', query, body, headers = {}, silent = false, signal, schema } = options;
    if (!config.isOnline()) networkFailure(silent);

    const project = config.project();
    const token = config.storage.getToken(project);
    const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
    const scramble = config.codec === CODEC_SCHEME && !isPlainPath(path) && !isForm;

    const plainQuery = queryString(query);
    const search = scramble ? encodeQuery(plainQuery) : plainQuery;
    const url = `${config.baseUrl}${path}${search ? `${path.includes('?') ? '&' : '?'}${search}` : ''}`;

    const sent: Record<string, string> = {
      ...headersOf(path, project, token, scramble ? CODEC_SCHEME : CODEC_PLAIN),
      ...headers,
    };
    let payload: BodyInit | undefined;
    if (isForm) payload = body;
    else if (body !== undefined) {
      sent['Content-Type'] = 'application/json';
      payload = JSON.stringify(scramble ? encodeBody(body) : body);
    }

    let response: Response;
    try {
      response = await config.fetch(url, { method, headers: sent, body: payload, signal });
    } catch (error) {
      if (signal?.aborted) throw error;
      return networkFailure(silent);
    }

    const data = await readBody(response, scramble);
    const failure = classify(response.status, data, Boolean(token));
    if (!failure) {
      const answer = (data as { data?: unknown }).data;
      if (!schema) return answer as T;
      let resolved: ResponseSchema<T>;
      try {
        resolved = typeof schema === 'function' ? await schema() : schema;
      } catch (error) {
        // The schema chunk did not load: the network, as far as the user can tell.
        log(`request: the response schema of ${method} ${path} did not load`, error);
        return networkFailure(silent);
      }
      const checked = resolved.safeParse(answer);
      if (checked.success) return checked.data;
      log(
        `request: the answer of ${method} ${path} does not match its schema`,
        issueSummary(checked.error.issues),
      );
      if (!silent) show(SCHEMA_FAILURE);
      throw new ApiError(SCHEMA_FAILURE.message, SCHEMA_FAILURE.kind, response.status);
    }
    if (failure.kind === 'session') await onSession(token, silent);
    else if (!silent) show(failure);
    throw new ApiError(failure.message, failure.kind, failure.status);
  }

  function call<E extends Endpoint>(endpoint: E, ...args: CallArgs<E>): Promise<CallOutput<E>> {
    const [input, options] = args;
    const parts = (input ?? {}) as {
      params?: Record<string, unknown>;
      query?: object;
      body?: unknown;
      form?: FormData;
    };
    return request<CallOutput<E>>(fillPath(endpoint.path, parts.params), {
      ...options,
      method: endpoint.method,
      query: parts.query as Record<string, QueryValue> | undefined,
      body: parts.form ?? parts.body,
    });
  }

  async function download<E extends Endpoint>(endpoint: E, input: CallInput<E>) {
    if (!config.isOnline()) networkFailure(false);
    const project = config.project();
    const token = config.storage.getToken(project);
    const parts = input as { params?: Record<string, unknown> };
    const path = fillPath(endpoint.path, parts.params);
    const sent = headersOf(path, project, token, CODEC_PLAIN);
    let response: Response;
    try {
      response = await config.fetch(`${config.baseUrl}${path}`, { method: endpoint.method, headers: sent });
    } catch {
      return networkFailure(false);
    }
    if (!response.ok) {
      const failure = classify(response.status, await readBody(response, false), Boolean(token));
      if (failure?.kind === 'session') await onSession(token, false);
      else if (failure) show(failure);
      throw new ApiError(failure?.message ?? MSG.unknownError, failure?.kind ?? 'http', response.status);
    }
    const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
    return { blob: await response.blob(), filename: named?.[1] ?? 'download' };
  }

  /**
   * Calls an endpoint answering server-sent events (POST with a JSON body, never scrambled; the
   * same tenant and session headers as `call`). Failures before the stream starts are shown and
   * thrown as for `call`; aborting `signal` closes the stream and the server stops.
   */
  async function stream<E extends Endpoint>(endpoint: E, input: CallInput<E>, signal?: AbortSignal) {
    if (!config.isOnline()) networkFailure(false);
    const project = config.project();
    const token = config.storage.getToken(project);
    const parts = input as { params?: Record<string, unknown>; body?: unknown };
    const path = fillPath(endpoint.path, parts.params);
    const sent = { ...headersOf(path, project, token, CODEC_PLAIN), 'Content-Type': 'application/json' };
    let response: Response;
    try {
      response = await config.fetch(`${config.baseUrl}${path}`, {
        method: endpoint.method,
        headers: sent,
        body: JSON.stringify(parts.body ?? {}),
        signal,
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      return networkFailure(false);
    }
    if (
      !response.ok ||
      !response.body ||
      !response.headers.get('content-type')?.includes('text/event-stream')
    ) {
      const failure =
        classify(response.status, await readBody(response, false), Boolean(token)) ?? SCHEMA_FAILURE;
      if (failure.kind === 'session') await onSession(token, false);
      else show(failure);
      throw new ApiError(failure.message, failure.kind, failure.status);
    }
    return sseEvents(response.body);
  }

  return {
    call,
    download,
    stream,
    request,
    get: (path, query, options) => request(path, { ...options, method: 'GET', query }),
    post: (path, body, options) => request(path, { ...options, method: 'POST', body }),
    put: (path, body, options) => request(path, { ...options, method: 'PUT', body }),
    del: (path, options) => request(path, { ...options, method: 'DELETE' }),
  };
}
