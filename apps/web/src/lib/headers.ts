import { CODEC_HEADER, DEFAULT_SERVER_AREA, SERVER_AREAS } from '@kanghu/shared';
import type { AppStorage } from './storage.ts';

/**
 * The request headers of spec 2 section 7 as one pure function. The wrapper gathers the inputs
 * (storage, project config, page host) and sends exactly what this returns.
 *
 * Rules of our own (the spec names the headers, not every rule):
 * - LocalUserId only on local district calls (paths under `/api/local/`), and only when a
 *   servicer's local user id is stored.
 * - Server-Area: the project's configured area when it is one of SERVER_AREAS, otherwise `base`.
 * - servertype by the page's host name (lower-cased): containing `test`, or localhost / 127.0.0.1
 *   / ::1 -> TEST; containing `seer` -> SEER; anything else -> YC.
 * - Guest-Token only when one is stored.
 * - A stored value that is not printable ASCII or longer than 256 characters is never sent (the
 *   browser would refuse it, the server ignores it).
 */

export type ServerType = 'TEST' | 'SEER' | 'YC';

/** Per-project storage keys read by the wrapper (scoped with `storage.scoped`). */
export const REQUEST_STORAGE_KEYS = {
  /** The servicer's local district user id, stored after a servicer signs in. */
  localUserId: 'localUserId',
  /** A guest's token (video-room guests and similar), stored when a guest link is opened. */
  guestToken: 'guestToken',
} as const;

const LOCAL_DISTRICT_PREFIX = '/api/local/';
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);
const HEADER_VALUE = /^[\x21-\x7e](?:[\x20-\x7e]{0,254}[\x21-\x7e])?$/;

export interface HeaderInput {
  path: string;
  project: string;
  token: string;
  deviceType: string;
  source: string;
  /** DecodeWay: the codec actually used for this call. */
  codec: string;
  /** The page's host name (no port needed; a port is ignored). */
  host: string;
  /** The project's configured server area, or null before the project config is loaded. */
  serverArea: string | null | undefined;
  localUserId: string;
  guestToken: string;
}

/** Paths of the local district integration (spec 2 section 7): `/api/local/...`. */
export function isLocalDistrictPath(path: string): boolean {
  return path.startsWith(LOCAL_DISTRICT_PREFIX);
}

/** Server-Area of a project: its configured area when listed by the spec, otherwise `base`. */
export function serverAreaOf(configured: string | null | undefined): string {
  const area = (configured ?? '').trim();
  return (SERVER_AREAS as readonly string[]).includes(area) ? area : DEFAULT_SERVER_AREA;
}

/** servertype by host: test hosts and loopback -> TEST, `seer` hosts -> SEER, else YC. */
export function serverTypeOf(host: string): ServerType {
  const name = host.trim().toLowerCase().replace(/:\d+$/, '');
  if (name.includes('test') || LOOPBACK_HOSTS.has(name)) return 'TEST';
  if (name.includes('seer')) return 'SEER';
  return 'YC';
}

function sendable(value: string): boolean {
  return HEADER_VALUE.test(value);
}

/** Every header of spec 2 section 7 for one call. */
export function requestHeaders(input: HeaderInput): Record<string, string> {
  const headers: Record<string, string> = {
    'Device-Type': input.deviceType,
    Source: input.source,
    Project: input.project,
    'Server-Area': serverAreaOf(input.serverArea),
    servertype: serverTypeOf(input.host),
    [CODEC_HEADER]: input.codec,
  };
  if (input.token) headers.Authorization = input.token;
  if (isLocalDistrictPath(input.path) && sendable(input.localUserId)) {
    headers.LocalUserId = input.localUserId;
  }
  if (sendable(input.guestToken)) headers['Guest-Token'] = input.guestToken;
  return headers;
}

/** Stores (or with '' clears) the servicer's local user id of a project. */
export function saveLocalUserId(storage: AppStorage, project: string, localUserId: string): void {
  const key = storage.scoped(project, REQUEST_STORAGE_KEYS.localUserId);
  if (localUserId) storage.set(key, localUserId);
  else storage.remove(key);
}

/** Stores (or with '' clears) a guest token of a project. */
export function saveGuestToken(storage: AppStorage, project: string, guestToken: string): void {
  const key = storage.scoped(project, REQUEST_STORAGE_KEYS.guestToken);
  if (guestToken) storage.set(key, guestToken);
  else storage.remove(key);
}

/** The stored values the headers need, for one project. */
export function storedHeaderValues(
  storage: AppStorage,
  project: string,
): { localUserId: string; guestToken: string } {
  return {
    localUserId: storage.get(storage.scoped(project, REQUEST_STORAGE_KEYS.localUserId)),
    guestToken: storage.get(storage.scoped(project, REQUEST_STORAGE_KEYS.guestToken)),
  };
}
