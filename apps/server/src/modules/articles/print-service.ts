import {
  ARTICLE_LIMITS,
  ARTICLE_MSG,
  diseaseOf,
  maskIdCard,
  maskName,
  type PrintShareView,
} from '@kanghu/shared';
import { visiblePatient } from '../../core/access.ts';
import type { Ctx } from '../../core/context.ts';
import { notFound } from '../../lib/errors.ts';
import { diseaseTypes, patientIdByIdcard } from './print-repo.ts';
import { latestInCategories } from './repo.ts';
import { toSummary } from './views.ts';

/** The category of children's articles (seeded; a child patient is offered it). */
const CHILD_CATEGORY = '儿童健康';

/**
 * GET /api/education/local/print/share?idcard (spec 2 section 7; what it answers is ours):
 * at a local print terminal a doctor enters a resident's ID number and gets the articles to
 * print and hand over: the most read published articles of the categories named after the
 * resident's chronic diseases (a child: 儿童健康), else the most read of all. The resident must be
 * one the doctor sees (else 404, as for an unknown number); the name and number come back
 * masked, and the opening is audited like any patient access.
 */
export async function printShare(ctx: Ctx, idcard: string): Promise<PrintShareView> {
  return ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    const id = await patientIdByIdcard(tx, idcard);
    if (!id) throw notFound(ARTICLE_MSG.patientMissing);
    const patient = await visiblePatient(tx, viewer, id).catch(() => {
      throw notFound(ARTICLE_MSG.patientMissing);
    });
    const names: string[] = (await diseaseTypes(tx, id)).flatMap((t) => diseaseOf(t)?.name ?? []);
    if (patient.isChild) names.push(CHILD_CATEGORY);
    let rows = names.length ? await latestInCategories(tx, names, ARTICLE_LIMITS.printMax) : [];
    const matched = rows.length > 0;
    if (!matched) rows = await latestInCategories(tx, [], ARTICLE_LIMITS.printMax);
    return {
      patientName: maskName(patient.name),
      idcardMasked: maskIdCard(patient.idcard),
      reason: matched ? `按居民的健康情况（${names.join('、')}）推荐` : '暂无慢病记录，推荐阅读量最高的文章',
      articles: rows.map(toSummary),
    };
  });
}
