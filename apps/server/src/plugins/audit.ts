import {
  type AuditAction,
  auditActionOf,
  auditDeviceOf,
  auditOutcomeOf,
  auditQueryOf,
  isPatientDataPath,
} from '@kanghu/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AuditEvent, AuditWriter } from '../core/audit.ts';
import { auditNotesOf } from '../core/context.ts';
import { builtContextOf } from './request-context.ts';

/** Most patients one call records one by one; a call opening more records one row without a patient. */
const MAX_PATIENT_ROWS = 50;

function idOf(params: unknown): string | null {
  if (!params || typeof params !== 'object') return null;
  const values = Object.values(params as Record<string, unknown>).filter((v) => v !== undefined);
  if (values.length === 0) return null;
  return values.map(String).join('/').slice(0, 64);
}

/** The query as the caller sent it (not the validated one with its defaults). */
function rawQueryOf(url: string): Record<string, string> | null {
  const at = url.indexOf('?');
  return at < 0 ? null : Object.fromEntries(new URLSearchParams(url.slice(at + 1)));
}

/**
 * Writes the audit trail of patient-record access from the request context, so no endpoint can
 * forget it: after every answer of a route whose path carries patient data
 * (packages/shared domain/audit.ts), or of any route whose service opened a patient through
 * core/access.ts or noted an action (sign-in, export), one row per patient opened (or one row
 * without a patient for a search). Rows go to the batched writer; the answer never waits.
 */
export default fp(
  async (app: FastifyInstance, opts: { audit: AuditWriter }) => {
    // What the trail needs of a route's path, decided once per route, not per request.
    const routes = new Map<string, { patientData: boolean; namesOne: boolean }>();
    const routeFacts = (route: string) => {
      let facts = routes.get(route);
      if (!facts) {
        facts = { patientData: isPatientDataPath(route), namesOne: /:\w+/.test(route) };
        routes.set(route, facts);
      }
      return facts;
    };
    const record = (request: FastifyRequest, reply: FastifyReply) => {
      const route = request.routeOptions.url;
      if (!route || !request.tenant || request.method === 'HEAD') return;
      const ctx = builtContextOf(request);
      const notes = ctx ? auditNotesOf(ctx) : null;
      const facts = routeFacts(route);
      const opened = notes?.patients.size ?? 0;
      if (!facts.patientData && opened === 0 && !notes?.action) return;
      const session = request.session;
      // A device gateway's successful upload (open route, device secret, no session) is not an
      // access by a person: the stored reading carries its own provenance (device, source, time).
      // Its failures are recorded like any failed access.
      if (
        !session &&
        !notes?.action &&
        request.routeOptions.config.access === 'open' &&
        reply.statusCode < 400
      )
        return;
      const action: AuditAction = notes?.action ?? auditActionOf(request.method, facts.namesOne);
      const base: AuditEvent = {
        projectId: request.tenant.project.id,
        at: new Date(),
        userId: session?.userId ?? notes?.userId ?? null,
        role: session?.role ?? null,
        orgId: notes?.orgId ?? null,
        action,
        resource: `${request.method} ${route}`,
        resourceId: idOf(request.params),
        patientId: null,
        query: auditQueryOf(rawQueryOf(request.url)),
        outcome: auditOutcomeOf(reply.statusCode),
        status: reply.statusCode,
        ip: request.tenant.ip,
        device: auditDeviceOf(request.tenant.headers.deviceType, request.headers['user-agent']),
      };
      if (!notes || opened === 0 || opened > MAX_PATIENT_ROWS) opts.audit.add(base);
      else
        for (const patientId of notes.patients) {
          // Access through a grant (an open referral, a home sickbed) names it in the row.
          const grant = notes.grants.get(patientId);
          opts.audit.add({ ...base, patientId, query: grant ? { ...base.query, grant } : base.query });
        }
    };
    // A callback hook (no promise per request): the rows go to the batched writer either way.
    app.addHook('onResponse', (request, reply, done) => {
      record(request, reply);
      done();
    });
  },
  { name: 'audit', dependencies: ['tenant', 'auth'] },
);
