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

/**
 * The homes most start-ups open: the screen, and the family whose table registers the path (at
 * its top level). A home's path may share its prefix with other families (`/health/user/...`
 * with tasks-chat-accounts): start-up then loads only the home's own table, and the router starts
 * with the home's route alone (app/start-route.ts); the rest of the table and the other families
 * come by route discovery when one of their paths is visited (home-screens.test.ts checks that
 * no other table matches a home's path).
 */
export const HOME_STARTS: Readonly<Record<string, { screen: () => Promise<unknown>; family: string }>> = {
  [PATIENT_PATHS.home]: { screen: userHome, family: 'health-patient' },
  [DOCTOR_PATHS.home]: { screen: doctorHome, family: 'health-doctor' },
};
