import { createHash } from 'node:crypto';
import type { FollowRegion, MedicationItem } from '@kanghu/shared';
import type { OpenCtx } from '../../core/context.ts';
import { AppError } from '../../lib/errors.ts';

/**
 * The district systems a follow-up talks to (spec 3: the regional medication lists of nx, xz, ls,
 * yc and jj, the nx medication push, the yzh follow sync, the hzehr follow tasks). Each call takes
 * an idempotency key, so a retried call is the same call to the district.
 */
export interface RegionMedication {
  name: string;
  dosage: string | null;
  frequency: string | null;
  usage: string | null;
  startDate: string | null;
  endDate: string | null;
}

export interface RegionTask {
  taskId: string;
  planId: number | null;
  patientId: number;
}

export interface FollowRegionProvider {
  readonly name: string;
  /** True for the development provider: answers say so and the UI shows it. */
  readonly simulated: boolean;
  /** What the user is told about where the data comes from. */
  readonly sourceLabel: string;
  /** The district's medication records of a patient; `local` are this platform's own records. */
  medicationRecords(input: {
    region: FollowRegion;
    patientId: number;
    local: RegionMedication[];
  }): Promise<RegionMedication[]>;
  pushMedication(input: {
    idempotencyKey: string;
    followId: number;
    items: MedicationItem[];
    remark: string | null;
  }): Promise<{ ref: string }>;
  submitFollow(input: {
    idempotencyKey: string;
    recordId: number;
    formList: unknown;
  }): Promise<{ ref: string }>;
  /** The district's follow tasks; `local` are this platform's open plans. */
  followTasks(input: { local: RegionTask[] }): Promise<RegionTask[]>;
}

const refOf = (key: string) => `dev-${createHash('sha256').update(key).digest('hex').slice(0, 16)}`;

/**
 * Works offline: no district system is called. Medication lists and tasks are this platform's
 * own records (labelled as such, never as the district's); pushes and syncs are accepted with a
 * reference derived from the idempotency key (the same call gets the same reference) and
 * logged without personal data.
 */
export class DevFollowRegionProvider implements FollowRegionProvider {
  readonly name = 'dev';
  readonly simulated = true;
  readonly sourceLabel = '开发环境：未连接区域平台，显示本平台记录';

  constructor(private readonly log: OpenCtx['log']) {}

  async medicationRecords(input: { local: RegionMedication[] }): Promise<RegionMedication[]> {
    return input.local;
  }

  async pushMedication(input: { idempotencyKey: string; followId: number; items: MedicationItem[] }) {
    const ref = refOf(input.idempotencyKey);
    this.log.info(
      { followId: input.followId, items: input.items.length, ref },
      'dev region: medication push',
    );
    return { ref };
  }

  async submitFollow(input: { idempotencyKey: string; recordId: number }) {
    const ref = refOf(input.idempotencyKey);
    this.log.info({ recordId: input.recordId, ref }, 'dev region: follow sync');
    return { ref };
  }

  async followTasks(input: { local: RegionTask[] }): Promise<RegionTask[]> {
    return input.local;
  }
}

/** Production without a district connection: every call says so instead of pretending. */
export class NoFollowRegionProvider implements FollowRegionProvider {
  readonly name = 'none';
  readonly simulated = false;
  readonly sourceLabel = '区域平台未接入';
  private fail(): never {
    throw new AppError(503, '区域平台未接入，请联系管理员');
  }
  medicationRecords(): Promise<RegionMedication[]> {
    this.fail();
  }
  pushMedication(): Promise<{ ref: string }> {
    this.fail();
  }
  submitFollow(): Promise<{ ref: string }> {
    this.fail();
  }
  followTasks(): Promise<RegionTask[]> {
    this.fail();
  }
}

/** The provider of an environment: the development one everywhere but production. */
export function followRegionProvider(env: string, log: OpenCtx['log']): FollowRegionProvider {
  return env === 'production' ? new NoFollowRegionProvider() : new DevFollowRegionProvider(log);
}
