import { prefetchWorkbenchSummary } from '../features/doctor-home/summary-prefetch.ts';
import { prefetchSystemMessages } from '../features/messages/first-page.ts';
import { prefetchAnnouncements } from '../features/patient-home/announcements-prefetch.ts';
import type { Api } from '../lib/request.ts';
import { DOCTOR_PATHS, PATIENT_PATHS } from './paths.ts';

/**
 * The homes' first data, asked for by start-up (boot.ts) as soon as the project config is in
 * (its Server-Area goes with every call): the answers then arrive while the screen's code is
 * still loading, instead of after it mounted. Each query takes its answer once
 * (lib/startup-prefetch.ts): the patient home's announcements, and both homes' first page of
 * system messages (the unread count of the hero's 消息 link), and the doctor home's numbers.
 */
export function prefetchHomeData(api: Api, projectKey: string, token: string, pathname: string): void {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === PATIENT_PATHS.home) prefetchAnnouncements(api, projectKey, token);
  if (path === PATIENT_PATHS.home || path === DOCTOR_PATHS.home)
    prefetchSystemMessages(api, projectKey, token);
  if (path === DOCTOR_PATHS.home) prefetchWorkbenchSummary(api, projectKey, token);
}
