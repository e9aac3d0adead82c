import type { Bus } from '../../lib/bus.ts';
import type { IngestTarget } from './repo.ts';

export const DEVICE_CHANGED = 'iot.device.changed';
const TTL_MS = 30_000;
const MAX_ENTRIES = 50_000;

/**
 * Per-app cache of serial -> bound patient for IoT ingestion (one query less per reading). A
 * bind, unbind or move clears the entry here and on every other instance through the bus; other
 * changes (the patient's doctor, height) show within TTL_MS.
 */
export class DeviceCache {
  private readonly entries = new Map<string, { target: IngestTarget; at: number }>();
  private readonly unsubscribe: () => void;

  constructor(private readonly bus: Bus) {
    this.unsubscribe = bus.subscribe(DEVICE_CHANGED, (m) => {
      const { projectId, serial } = m as { projectId: number; serial: string };
      this.entries.delete(`${projectId}:${serial}`);
    });
  }

  get(projectId: number, serial: string): IngestTarget | null {
    const key = `${projectId}:${serial}`;
    const hit = this.entries.get(key);
    if (!hit) return null;
    if (Date.now() - hit.at > TTL_MS) {
      this.entries.delete(key);
      return null;
    }
    return hit.target;
  }

  set(projectId: number, serial: string, target: IngestTarget): void {
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(`${projectId}:${serial}`, { target, at: Date.now() });
  }

  async changed(projectId: number, serial: string): Promise<void> {
    this.entries.delete(`${projectId}:${serial}`);
    await this.bus.publish(DEVICE_CHANGED, { projectId, serial });
  }

  close(): void {
    this.unsubscribe();
  }
}
