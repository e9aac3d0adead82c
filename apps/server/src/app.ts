import { MSG, useChineseValidationMessages } from '@kanghu/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import jobsPlugin from './jobs/plugin.ts';
import accountMarkRoutes from './modules/account-marks/routes.ts';
import aiChatRoutes from './modules/ai-chat/routes.ts';
import aiOpsRoutes from './modules/ai-ops/routes.ts';
import aiArticleRoutes from './modules/ai-patient/article-routes.ts';
import yzhLocalRoutes from './modules/ai-patient/local-routes.ts';
import aiReportRoutes from './modules/ai-patient/report-routes.ts';
import aiPatientRoutes from './modules/ai-patient/routes.ts';
import aiListRoutes from './modules/ai-platform/lists-routes.ts';
import aiQuestionRoutes from './modules/ai-platform/question-routes.ts';
import aiResidentRoutes from './modules/ai-platform/residents-routes.ts';
import aiLocalRoutes from './modules/ai-platform/routes.ts';
import articleRoutes from './modules/articles/routes.ts';
import auditRoutes from './modules/audit/routes.ts';
import authRoutes from './modules/auth/routes.ts';
import careRoutes from './modules/care/routes.ts';
import chatRoutes from './modules/chat/routes.ts';
import circlePostRoutes from './modules/circle/post-routes.ts';
import circleRoutes from './modules/circle/routes.ts';
import commentRoutes from './modules/comments/routes.ts';
import conferenceRoutes from './modules/conferences/routes.ts';
import configRoutes from './modules/config/routes.ts';
import contractRoutes from './modules/contracts/routes.ts';
import copdRoutes from './modules/copd/routes.ts';
import detectionRoutes from './modules/detection/routes.ts';
import deviceRoutes from './modules/devices/routes.ts';
import dietRoutes from './modules/diet/routes.ts';
import doctorProfileRoutes from './modules/doctor-profile/routes.ts';
import doctorServicesRoutes from './modules/doctor-services/routes.ts';
import doctorRoutes from './modules/doctors/routes.ts';
import equityRoutes from './modules/equity/routes.ts';
import filesRoutes from './modules/files/routes.ts';
import followRoutes from './modules/follow/routes.ts';
import fraxRoutes from './modules/frax/routes.ts';
import growthRoutes from './modules/growth/routes.ts';
import healthRoutes from './modules/health/routes.ts';
import homeMonitorRoutes from './modules/home-monitor/routes.ts';
import inquiryRoutes from './modules/inquiry/routes.ts';
import inquiryExtraRoutes from './modules/inquiry-extras/routes.ts';
import iotHutRoutes from './modules/iot-hut/routes.ts';
import knowledgeRoutes from './modules/knowledge/routes.ts';
import knowledgeStudyRoutes from './modules/knowledge/study-routes.ts';
import lifeRoutes from './modules/life/routes.ts';
import linanRoutes from './modules/linan/routes.ts';
import lungRoutes from './modules/lung/routes.ts';
import measurementRoutes from './modules/measurements/routes.ts';
import messagesRoutes from './modules/messages/routes.ts';
import ocrRoutes from './modules/ocr/routes.ts';
import patientRoutes from './modules/patients/routes.ts';
import paymentRoutes from './modules/payments/routes.ts';
import pointsRoutes from './modules/points/routes.ts';
import questionnaireRoutes from './modules/questionnaire/routes.ts';
import recordsRoutes from './modules/records/routes.ts';
import referralRoutes from './modules/referral/routes.ts';
import researchRoutes from './modules/research/routes.ts';
import reservationRoutes from './modules/reservations/routes.ts';
import serviceCardRoutes from './modules/service-cards/routes.ts';
import sleepRoutes from './modules/sleep/routes.ts';
import taskRoutes from './modules/tasks/routes.ts';
import thirdRoutes from './modules/third/routes.ts';
import userRoutes from './modules/users/routes.ts';
import videoRoutes from './modules/video/routes.ts';
import walletRoutes from './modules/wallet/routes.ts';
import workbenchRoutes from './modules/workbench/routes.ts';
import apiHeadersPlugin from './plugins/api-headers.ts';
import auditPlugin from './plugins/audit.ts';
import authPlugin from './plugins/auth.ts';
import codecPlugin from './plugins/codec.ts';
import docsPlugin from './plugins/docs.ts';
import envelopePlugin from './plugins/envelope.ts';
import inputGuardPlugin from './plugins/input-guard.ts';
import { lazyChildLogger, loggerOptions } from './plugins/logging.ts';
import rateLimitPlugin from './plugins/rate-limit.ts';
import { clientErrorHandler, frameworkErrors, tolerateEmptyJson } from './plugins/raw-errors.ts';
import { keepRouteTable } from './plugins/route-table.ts';
import tenantPlugin from './plugins/tenant.ts';
import webPlugin from './plugins/web.ts';
import realtimePlugin from './realtime/plugin.ts';
import { createServices, type Services } from './services.ts';

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

export type App = FastifyInstance;

/** Builds the application; never listens (server.ts does). */
export interface BuildOptions {
  /** Where logs go (tests capture them); stdout by default. */
  logStream?: { write(line: string): void };
}

export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  useChineseValidationMessages();
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    childLoggerFactory: lazyChildLogger,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    genReqId: () => crypto.randomUUID(),
    return503OnClosing: true,
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  const services = createServices(config, app.log);
  tolerateEmptyJson(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('services', services);
  app.decorateRequest('builtContext', null);
  keepRouteTable(app);
  app.addHook('onClose', async () => services.close());
  // Graceful shutdown: answers finished while closing tell keep-alive clients to go, so the
  // server does not wait for idle sockets to time out.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });

  await app.register(apiHeadersPlugin);
  await app.register(envelopePlugin);
  await app.register(docsPlugin);
  await app.register(tenantPlugin, { projects: services.projects, defaultProject: config.defaultProject });
  await app.register(authPlugin, { sessions: services.sessions });
  await app.register(auditPlugin, { audit: services.audit });
  await app.register(rateLimitPlugin, {
    perMinute: config.rateLimitPublicPerMinute,
    counters: services.counters,
  });
  await app.register(inputGuardPlugin);
  if (config.payloadCodec) await app.register(codecPlugin);
  // Realtime and jobs before routes: every module registers its handlers on them.
  await app.register(realtimePlugin, { services });
  await app.register(jobsPlugin, { services });

  await app.register(healthRoutes);
  await app.register(configRoutes);
  await app.register(authRoutes, { services });
  await app.register(userRoutes, { services });
  await app.register(thirdRoutes, { services });
  await app.register(filesRoutes);
  await app.register(ocrRoutes, { services });
  await app.register(messagesRoutes);
  await app.register(workbenchRoutes);
  await app.register(patientRoutes, { services });
  await app.register(measurementRoutes);
  await app.register(auditRoutes);
  await app.register(lifeRoutes);
  await app.register(growthRoutes);
  await app.register(dietRoutes);
  await app.register(sleepRoutes);
  await app.register(detectionRoutes, { services });
  await app.register(deviceRoutes, { services });
  await app.register(recordsRoutes);
  await app.register(referralRoutes, { services });
  await app.register(researchRoutes);
  await app.register(careRoutes, { services });
  await app.register(contractRoutes, { services });
  await app.register(homeMonitorRoutes, { services });
  await app.register(iotHutRoutes, { services });
  await app.register(lungRoutes, { services });
  await app.register(fraxRoutes);
  await app.register(accountMarkRoutes);
  await app.register(knowledgeRoutes);
  await app.register(knowledgeStudyRoutes);
  await app.register(commentRoutes);
  await app.register(circleRoutes);
  await app.register(circlePostRoutes);
  await app.register(articleRoutes, { services });
  await app.register(linanRoutes);
  await app.register(copdRoutes);
  await app.register(aiLocalRoutes);
  await app.register(aiListRoutes);
  await app.register(aiResidentRoutes, { services });
  await app.register(aiPatientRoutes);
  await app.register(aiReportRoutes);
  await app.register(yzhLocalRoutes);
  await app.register(aiArticleRoutes);
  await app.register(aiOpsRoutes, { services });
  await app.register(aiQuestionRoutes);
  await app.register(questionnaireRoutes, { services });
  await app.register(inquiryRoutes, { services });
  await app.register(paymentRoutes, { services });
  await app.register(walletRoutes, { services });
  await app.register(chatRoutes, { services });
  await app.register(aiChatRoutes);
  await app.register(doctorRoutes);
  await app.register(doctorServicesRoutes, { services });
  await app.register(doctorProfileRoutes);
  await app.register(reservationRoutes, { services });
  await app.register(serviceCardRoutes, { services });
  await app.register(equityRoutes, { services });
  await app.register(inquiryExtraRoutes, { services });
  await app.register(followRoutes, { services });
  await app.register(taskRoutes);
  await app.register(pointsRoutes);
  await app.register(videoRoutes, { services });
  await app.register(conferenceRoutes);
  await app.register(webPlugin, { webDist: config.webDist });

  app.setNotFoundHandler((_request, reply) => {
    reply.status(404).send({ success: false, msg: MSG.notFoundApi });
  });
  return app;
}
