/** The types of the request wrapper (request.ts): its configuration, options, typed calls and the Api. */
import type {
  CallInput,
  CallOutput,
  CODEC_PLAIN,
  CODEC_SCHEME,
  Endpoint,
  NoInputNeeded,
} from '@kanghu/shared';
import type { AppStorage } from './storage.ts';

/** What the wrapper needs of a response schema; every zod schema fits. */
export interface ResponseSchema<T> {
  safeParse(data: unknown):
    | { success: true; data: T }
    | {
        success: false;
        error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> };
      };
}

/**
 * A schema, or a loader of one (lib/response-schemas.ts): a loader is called only when a
 * successful answer is to be checked, so zod is fetched on demand.
 */
export type SchemaSource<T> = ResponseSchema<T> | (() => Promise<ResponseSchema<T>>);

/** How the wrapper talks to the user; antd-mobile in the app, fakes in tests. */
export interface UiPort {
  toast(message: string): void;
  alert(message: string, title?: string): Promise<void>;
  confirm(message: string, labels?: { confirm?: string; cancel?: string }): Promise<boolean>;
  /** Loads what alert and confirm need ahead of a likely use (e.g. a long form's 提交). */
  prepare?(): void;
}

export type Codec = typeof CODEC_PLAIN | typeof CODEC_SCHEME;

export interface RequestConfig {
  /** Prefix of every path; '' for the page's own origin. */
  baseUrl: string;
  fetch: typeof fetch;
  storage: AppStorage;
  /** The current project key (tenant). */
  project: () => string;
  codec: Codec;
  device: { deviceType: string; source: string };
  ui: UiPort;
  isOnline: () => boolean;
  /** After a 401 the user agreed to sign in again: go to the login page. */
  onSessionExpired: () => void;
  /** The project's configured server area (Server-Area header); null until the config is loaded. */
  serverArea?: () => string | null | undefined;
  /** The page's host name, for the servertype header; defaults to `location.hostname`. */
  host?: () => string;
  /** Where contract errors (answers that do not match their schema) are logged. */
  log?: (message: string, detail?: unknown) => void;
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions<T = unknown> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  headers?: Record<string, string>;
  /** Handle failures yourself: no toast, alert or dialog (storage is still cleared on 401). */
  silent?: boolean;
  signal?: AbortSignal;
  /** Checks (and parses) the answer's `data`; a mismatch rejects with 未知错误. */
  schema?: SchemaSource<T>;
}

/** Options of a typed call: everything but what the endpoint and its input decide. */
export type CallOptions<E> = Omit<RequestOptions<CallOutput<E>>, 'method' | 'query' | 'body'>;

/** Input of a typed call, plus a multipart form for the upload calls. */
export type CallArgs<E> =
  NoInputNeeded<E> extends true
    ? [input?: CallInput<E> & { form?: FormData }, options?: CallOptions<E>]
    : [input: CallInput<E> & { form?: FormData }, options?: CallOptions<E>];

export interface Api {
  /**
   * Calls one endpoint of packages/shared/src/endpoints: path parameters filled in, query and body
   * typed by its contract, the answer typed by its response schema. Features call the API only so.
   */
  call<E extends Endpoint>(endpoint: E, ...args: CallArgs<E>): Promise<CallOutput<E>>;
  /** Calls an endpoint answering server-sent events: its JSON events as they arrive. */
  stream<E extends Endpoint>(
    endpoint: E,
    input: CallInput<E>,
    signal?: AbortSignal,
  ): Promise<AsyncIterable<unknown>>;
  request<T>(path: string, options?: RequestOptions<T>): Promise<T>;
  /** Fetches a file an endpoint answers as an attachment (never scrambled); failures as `call`. */
  download<E extends Endpoint>(endpoint: E, input: CallInput<E>): Promise<{ blob: Blob; filename: string }>;
  get<T>(path: string, query?: Record<string, QueryValue>, options?: RequestOptions<T>): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions<T>): Promise<T>;
  put<T>(path: string, body?: unknown, options?: RequestOptions<T>): Promise<T>;
  del<T>(path: string, options?: RequestOptions<T>): Promise<T>;
}
