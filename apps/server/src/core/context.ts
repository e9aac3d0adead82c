import type { RealtimeActions } from '@kanghu/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Tx } from '../db/database.ts';
import type { JobQueue } from '../jobs/queue.ts';
import type { Services } from '../services.ts';
import { loadViewer, type Viewer } from './access.ts';
import { type AuditNotes, newAuditNotes } from './audit.ts';
import type { ProjectRecord } from './projects.ts';
import type { SessionRecord } from './sessions.ts';

/** The request headers of spec 2 section 7, read once (each at most 256 characters). */
export interface RequestHeaders {
  deviceType: string | null;
  source: string | null;
  localUserId: string | null;
  serverArea: string | null;
  serverType: string | null;
  guestToken: string | null;
  decodeWay: string | null;
}

/** Sends a realtime message to every socket of a user of this project (any instance). */
export type Push = <A extends keyof RealtimeActions>(
  userId: number,
  action: A,
  data: RealtimeActions[A],
) => Promise<void>;

/**
 * What a service knows about the request it serves: the tenant, the caller, and the means to act
 * (database under row-level security, realtime push, jobs, log, clock). Built once per request by
 * plugins/request-context.ts; services take `(ctx, input)` and never see Fastify.
 */
export interface OpenCtx {
  readonly project: ProjectRecord;
  readonly projectId: number;
  readonly headers: RequestHeaders;
  readonly ip: string;
  /** The signed-in session, or null on an open route called without one. */
  readonly session: SessionRecord | null;
  readonly services: Services;
  readonly log: FastifyBaseLogger;
  readonly jobs: JobQueue;
  now(): Date;
  /** Runs `fn` in one transaction with the project's row-level security applied. */
  inTenant<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  push: Push;
  /** What the audit trail records of this request beyond route and status (core/audit.ts). */
  readonly audit: AuditNotes;
}

/** The context of an authenticated route (every access but 'open'). */
export interface Ctx extends OpenCtx {
  readonly session: SessionRecord;
  readonly userId: number;
  /** Who is asking and which patients they see (core/access.ts); loaded once per request. */
  viewer(tx: Tx): Promise<Viewer>;
}

export interface ContextParts {
  project: ProjectRecord;
  headers: RequestHeaders;
  ip: string;
  session: SessionRecord | null;
  services: Services;
  log: FastifyBaseLogger;
  jobs: JobQueue;
  send(projectId: number, userId: number, message: { action: string; data: unknown }): Promise<void>;
  now?: () => Date;
}

const systemNow = () => new Date();

/**
 * The one implementation of the context: plain fields and prototype methods, so a request pays
 * for one object (no closures per request); the audit notes and the viewer are made on first use.
 */
class RequestContext {
  readonly projectId: number;
  readonly userId: number;
  readonly now: () => Date;
  private viewerLoad: Promise<Viewer> | null = null;
  private notes: AuditNotes | null = null;

  constructor(
    readonly project: ProjectRecord,
    readonly session: SessionRecord | null,
    private readonly parts: ContextParts,
  ) {
    this.projectId = project.id;
    this.userId = session?.userId ?? 0;
    this.now = parts.now ?? systemNow;
  }

  get headers(): RequestHeaders {
    return this.parts.headers;
  }
  get ip(): string {
    return this.parts.ip;
  }
  get services(): Services {
    return this.parts.services;
  }
  get log(): FastifyBaseLogger {
    return this.parts.log;
  }
  get jobs(): JobQueue {
    return this.parts.jobs;
  }
  get audit(): AuditNotes {
    this.notes ??= newAuditNotes();
    return this.notes;
  }

  /** The audit notes if the request made any (the audit hook reads them without making them). */
  get auditIfAny(): AuditNotes | null {
    return this.notes;
  }

  inTenant<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    return this.parts.services.db.tenant(this.projectId, fn);
  }

  push<A extends keyof RealtimeActions>(userId: number, action: A, data: RealtimeActions[A]): Promise<void> {
    return this.parts.send(this.projectId, userId, { action, data });
  }

  viewer(tx: Tx): Promise<Viewer> {
    const session = this.session;
    if (!session) return Promise.reject(new Error('viewer() needs a session'));
    const audit = this.audit;
    this.viewerLoad ??= loadViewer(tx, session, audit.patients, audit.grants).then((v) => {
      audit.orgId = v.orgId;
      return v;
    });
    return this.viewerLoad;
  }
}

/** What the request noted for the audit trail, null when it noted nothing. */
export function auditNotesOf(ctx: OpenCtx): AuditNotes | null {
  return ctx instanceof RequestContext ? ctx.auditIfAny : ctx.audit;
}

/** Builds a context; `session` decides whether it is a Ctx. */
export function createContext(parts: ContextParts): OpenCtx | Ctx {
  return new RequestContext(parts.project, parts.session, parts) as OpenCtx | Ctx;
}

/** A context for work outside a request (jobs, realtime handlers, the seed): acts as `session`. */
export type SystemContextParts = Omit<ContextParts, 'headers' | 'ip'> & { ip?: string };

export function systemContext(parts: SystemContextParts): OpenCtx | Ctx {
  return createContext({
    ...parts,
    ip: parts.ip ?? '127.0.0.1',
    headers: {
      deviceType: null,
      source: null,
      localUserId: null,
      serverArea: null,
      serverType: null,
      guestToken: null,
      decodeWay: null,
    },
  });
}

/**
 * The open context of the same request acting in `project`: an open file URL names its own
 * project (img tags send no Project header), whatever the request's tenant. No session, and no
 * push (nothing is sent to anyone from there).
 */
export function openContextIn(ctx: OpenCtx, project: ProjectRecord): OpenCtx {
  return createContext({
    project,
    session: null,
    headers: ctx.headers,
    ip: ctx.ip,
    services: ctx.services,
    log: ctx.log,
    jobs: ctx.jobs,
    now: ctx.now,
    send: () => Promise.reject(new Error('no push from a context opened in another project')),
  });
}

/** What code outside a request (jobs, realtime handlers, order-kind handlers) builds contexts from. */
export type AppParts = Omit<SystemContextParts, 'project' | 'session'>;

/** A system context of project `projectId` acting as `session` (null when the project is gone). */
export async function projectContext(
  parts: AppParts,
  projectId: number,
  session: SessionRecord | null = null,
): Promise<OpenCtx | Ctx | null> {
  const project = await parts.services.projects.byId(projectId);
  return project ? systemContext({ ...parts, project, session }) : null;
}
