import type { UiPort } from '../lib/request.ts';
import type { CookieStore, KeyValueStore } from '../lib/storage.ts';

/** In-memory stand-ins for the browser's stores (tests run without a DOM). */
export class MemoryStore implements KeyValueStore {
  readonly map = new Map<string, string>();
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.map.set(key, value);
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
}

export class MemoryCookies implements CookieStore {
  readonly map = new Map<string, string>();
  failWrites = false;
  get(name: string) {
    return this.map.get(name) ?? null;
  }
  set(name: string, value: string) {
    if (this.failWrites) throw new Error('cookie blocked');
    this.map.set(name, value);
  }
  remove(name: string) {
    this.map.delete(name);
  }
}

/** Records what the user would have seen; `confirmAnswer` is the user's choice. */
export class RecordingUi implements UiPort {
  readonly toasts: string[] = [];
  readonly alerts: { message: string; title?: string }[] = [];
  readonly confirms: string[] = [];
  confirmAnswer = true;
  toast(message: string) {
    this.toasts.push(message);
  }
  async alert(message: string, title?: string) {
    this.alerts.push({ message, title });
  }
  async confirm(message: string) {
    this.confirms.push(message);
    return this.confirmAnswer;
  }
  get shown(): number {
    return this.toasts.length + this.alerts.length + this.confirms.length;
  }
}
