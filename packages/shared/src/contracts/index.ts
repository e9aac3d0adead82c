/**
 * Every area's contract: per endpoint, its zod schemas as values, named once. Server-only
 * (`@kanghu/shared/contracts`); the web-safe endpoint maps (../endpoints) take their types with
 * `import type`.
 */

export * from './account-mark.ts';
export * from './ai-articles.ts';
export * from './ai-chat.ts';
export * from './ai-local.ts';
export * from './ai-ops.ts';
export * from './ai-patient.ts';
export * from './ai-platform.ts';
export * from './ai-question.ts';
export * from './ai-residents.ts';
export * from './article.ts';
export * from './audit.ts';
export * from './auth.ts';
export * from './care.ts';
export * from './chat.ts';
export * from './circle.ts';
export * from './comments.ts';
export * from './conference.ts';
export * from './config.ts';
export * from './contract.ts';
export * from './copd.ts';
export * from './detection.ts';
export * from './device.ts';
export * from './diet.ts';
export * from './doctor.ts';
export * from './doctor-profile.ts';
export * from './doctor-services.ts';
export * from './equity.ts';
export * from './files.ts';
export * from './follow.ts';
export * from './frax.ts';
export * from './growth.ts';
export * from './home-monitor.ts';
export * from './inquiry.ts';
export * from './iot-hut.ts';
export * from './knowledge.ts';
export * from './life.ts';
export * from './linan.ts';
export * from './lung.ts';
export * from './measurement.ts';
export * from './messages.ts';
export * from './ocr.ts';
export * from './patient.ts';
export * from './patient-relation.ts';
export * from './payment.ts';
export * from './points.ts';
export * from './question-assign.ts';
export * from './questionnaire.ts';
export * from './records.ts';
export * from './referral.ts';
export * from './research.ts';
export * from './reservation.ts';
export * from './service-card.ts';
export * from './sleep.ts';
export * from './task.ts';
export * from './third.ts';
export * from './user.ts';
export * from './video.ts';
export * from './wallet.ts';
export * from './workbench.ts';
export * from './yzh-local.ts';
