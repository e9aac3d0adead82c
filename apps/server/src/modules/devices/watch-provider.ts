import type { OpenCtx } from '../../core/context.ts';

type Log = OpenCtx['log'];

export interface WatchRegistration {
  deviceSn: string;
  deviceSecret: string;
  emergencyName: string;
  emergencyTel: string;
  height: number;
  weight: number;
}

/**
 * The watch vendor's cloud (the "fuyun" watch of spec 2 section 3). `register` checks the serial
 * and secret with the vendor and hands it the emergency contact; it rejects with a Chinese message
 * the user may see. A real vendor client implements the same interface; readings and positions
 * come back through the IoT collection calls, signed with the watch's secret.
 */
export interface WatchProvider {
  readonly name: string;
  /** Shown next to the bound watch so nobody mistakes a development binding for a real one. */
  readonly label: string;
  register(watch: WatchRegistration): Promise<void>;
  unregister(deviceSn: string): Promise<void>;
}

/** Works offline: accepts any well-formed watch and writes what a vendor would receive to the log. */
export class DevWatchProvider implements WatchProvider {
  readonly name = 'dev';
  readonly label = '开发环境（离线，未连接手表厂商）';

  constructor(private readonly log: Log) {}

  async register(watch: WatchRegistration): Promise<void> {
    this.log.info({ watch: { deviceSn: watch.deviceSn } }, 'development watch provider: registered');
  }

  async unregister(deviceSn: string): Promise<void> {
    this.log.info({ watch: { deviceSn } }, 'development watch provider: unregistered');
  }
}

export function createWatchProvider(kind: string, log: Log): WatchProvider {
  if (kind !== 'dev') throw new Error(`Unknown watch provider: ${kind}`);
  return new DevWatchProvider(log);
}
