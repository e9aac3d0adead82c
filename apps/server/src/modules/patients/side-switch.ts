import {
  envelope,
  maskIdCard,
  maskPhone,
  normalizeMobile,
  sideSwitchBindBody,
  sideSwitchBindView,
  sideSwitchIdcardParam,
} from '@kanghu/shared';
import { and, desc, eq, or } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loadViewer, type Viewer, visibleTo } from '../../core/access.ts';
import type { Tx } from '../../db/database.ts';
import { patients, thirdPatientBindings } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { requireSession } from '../../plugins/auth.ts';
import type { Services } from '../../services.ts';

type Binding = typeof thirdPatientBindings.$inferSelect;

function toView(b: Binding): z.infer<typeof sideSwitchBindView> {
  return {
    id: b.id,
    idcard: maskIdCard(b.idcard),
    name: b.name,
    bindIdcard: maskIdCard(b.bindIdcard),
    bindName: b.bindName,
    bindPhone: maskPhone(b.bindPhone),
    relation: b.relation,
    updatedAt: b.updatedAt.toISOString(),
  };
}

/** Whether the viewer sees a patient with this ID number (customers: one of theirs). */
async function seesIdcard(tx: Tx, viewer: Viewer, idcard: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: patients.id })
    .from(patients)
    .where(and(eq(patients.idcard, idcard.toUpperCase()), visibleTo(viewer)))
    .limit(1);
  return row !== undefined;
}

/**
 * POST /api/third/patient/side/switch/bind: records that the person `idcard` acts for `bindIdcard`
 * on a partner side (upsert of the pair). The caller must see a patient with `idcard` (a customer:
 * one of their patients; a servicer: one of their scope), else 404 like a missing patient.
 */
async function saveBinding(
  services: Services,
  request: FastifyRequest,
  body: z.infer<typeof sideSwitchBindBody>,
) {
  const session = requireSession(request);
  const idcard = body.idcard.toUpperCase();
  const bindIdcard = body.bindIdcard.toUpperCase();
  if (idcard === bindIdcard) throw badRequest('不能绑定本人');
  return services.db.tenant(session.projectId, async (tx) => {
    const viewer = await loadViewer(tx, session);
    if (!(await seesIdcard(tx, viewer, idcard))) throw notFound();
    const fields = {
      name: body.name,
      bindName: body.bindName,
      bindPhone: normalizeMobile(body.bindPhone),
      relation: body.relation,
      createdByUserId: viewer.userId,
      updatedAt: new Date(),
    };
    const [row] = await tx
      .insert(thirdPatientBindings)
      .values({ projectId: session.projectId, idcard, bindIdcard, ...fields })
      .onConflictDoUpdate({
        target: [
          thirdPatientBindings.projectId,
          thirdPatientBindings.idcard,
          thirdPatientBindings.bindIdcard,
        ],
        set: fields,
      })
      .returning();
    if (!row) throw new Error('side switch bind returned nothing');
    return toView(row);
  });
}

/** GET /api/third/patient/side/switch/bind/idcard/:idcard: the bindings of a person, either side. */
async function bindingsOf(services: Services, request: FastifyRequest, idcard: string) {
  const session = requireSession(request);
  const id = idcard.toUpperCase();
  return services.db.tenant(session.projectId, async (tx) => {
    const viewer = await loadViewer(tx, session);
    if (!(await seesIdcard(tx, viewer, id))) throw notFound();
    const rows = await tx
      .select()
      .from(thirdPatientBindings)
      .where(or(eq(thirdPatientBindings.idcard, id), eq(thirdPatientBindings.bindIdcard, id)))
      .orderBy(desc(thirdPatientBindings.updatedAt), desc(thirdPatientBindings.id))
      .limit(100);
    return rows.map(toView);
  });
}

const tags = ['patient'];

/** Third-party (partner side) patient bindings of spec 3 (side switch). */
export default async function sideSwitchRoutes(app: FastifyInstance, opts: { services: Services }) {
  const { services } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/third/patient/side/switch/bind',
    {
      schema: {
        body: sideSwitchBindBody,
        response: { 200: envelope(sideSwitchBindView) },
        tags,
        summary: '第三方端切换绑定',
        description:
          'Records that the person idcard acts for bindIdcard (relation) on a partner side; saving the same pair again updates it. The caller must see a patient with idcard (else 404). ID numbers and phones are answered masked.',
      },
    },
    async (request) => ({ success: true, data: await saveBinding(services, request, request.body) }),
  );

  r.get(
    '/api/third/patient/side/switch/bind/idcard/:idcard',
    {
      schema: {
        params: sideSwitchIdcardParam,
        response: { 200: envelope(z.array(sideSwitchBindView)) },
        tags,
        summary: '第三方端绑定查询',
        description:
          'The bindings where the person is either side; 404 unless the caller sees a patient with that ID number.',
      },
    },
    async (request) => ({ success: true, data: await bindingsOf(services, request, request.params.idcard) }),
  );
}
