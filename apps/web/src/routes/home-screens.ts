/** The home, messages and mine screens that the patient and doctor shells' tabs show. */
export const userHome = () => import('../features/patient-home/UserHomeScreen.tsx');
export const userMessages = () => import('../features/patient-home/UserMessagesScreen.tsx');
export const userMine = () => import('../features/patient-home/UserMineScreen.tsx');
export const doctorHome = () => import('../features/doctor-home/DoctorHomeScreen.tsx');
export const doctorMessages = () => import('../features/doctor-home/DoctorMessagesScreen.tsx');
export const doctorMine = () => import('../features/doctor-home/DoctorMineScreen.tsx');
export const doctorPatients = () => import('../features/doctor-patients/PatientListScreen.tsx');
export const patientInfo = () => import('../features/doctor-patients/PatientInfoScreen.tsx');
