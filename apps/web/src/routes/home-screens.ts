import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { DOCTOR_PATHS, PATIENT_PATHS } from '../app/paths.ts';

/** The home, messages and mine screens that the patient and doctor shells' tabs show. */
export const userHome = () => import('../features/patient-home/UserHomeScreen.tsx');
export const userMessages = () => import('../features/patient-home/UserMessagesScreen.tsx');
export const userMine = () => import('../features/patient-home/UserMineScreen.tsx');
export const doctorHome = () => import('../features/doctor-home/DoctorHomeScreen.tsx');
export const doctorMessages = () => import('../features/doctor-home/DoctorMessagesScreen.tsx');
export const doctorMine = () => import('../features/doctor-home/DoctorMineScreen.tsx');
export const doctorPatients = () => import('../features/doctor-patients/PatientListScreen.tsx');
export const patientInfo = () => import('../features/doctor-patients/PatientInfoScreen.tsx');

/** `page(path, load)` of route-kit.ts, written here so that start-up's chunk does not take route-kit. */
const homeRoute = (path: string, load: () => Promise<{ default: ComponentType }>): RouteObject => ({
  path,
  lazy: async () => ({ Component: (await load()).default }),
});

/** A home most start-ups open: its screen, its route, the family whose table registers it. */
export interface HomeStart {
  screen: () => Promise<unknown>;
  /** The same route as the family's `page(path, screen)`: the router starts with this one alone. */
  route: RouteObject;
  family: string;
}

/**
 * The homes most start-ups open. The router starts with the home's route alone, without loading
 * its family's table (app/start-route.ts): the table, and the other families a home's path shares
 * its prefix with (`/health/user/...` with tasks-chat-accounts), come by route discovery when one
 * of their paths is visited; react-router skips the family's own home route then (same path).
 * home-screens.test.ts checks that the family registers the same route at its top level and that
 * no other table matches a home's path.
 */
export const HOME_STARTS: Readonly<Record<string, HomeStart>> = {
  [PATIENT_PATHS.home]: {
    screen: userHome,
    route: homeRoute(PATIENT_PATHS.home, userHome),
    family: 'health-patient',
  },
  [DOCTOR_PATHS.home]: {
    screen: doctorHome,
    route: homeRoute(DOCTOR_PATHS.home, doctorHome),
    family: 'health-doctor',
  },
};
