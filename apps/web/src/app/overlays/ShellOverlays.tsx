import { lazy, Suspense } from 'react';
import { useApp } from '../app-context.ts';
import { useSession } from '../session/queries.ts';
import { useShellState } from './shell-context.tsx';

// Each overlay is its own chunk, loaded the first time it is shown.
const ShareOverlay = lazy(() => import('./ShareOverlay.tsx'));
const VideoOverlay = lazy(() => import('./VideoOverlay.tsx'));
const ScanOverlay = lazy(() => import('./ScanOverlay.tsx'));
// Abnormal-reading notices for doctors and assistants (FAMILY_DOCTOR_MEASURE_DATA), loaded for them only.
const DoctorMeasureNotice = lazy(() =>
  import('../../features/measurements/DoctorMeasureNotice.tsx').then((m) => ({
    default: m.DoctorMeasureNotice,
  })),
);

// Remote consultation reminders (REMOTE_VIDEO_CONSULTATION), for every signed-in user.
const ConsultNotice = lazy(() =>
  import('../../features/video/ConsultNotice.tsx').then((m) => ({ default: m.ConsultNotice })),
);

// High-risk questionnaire notices (QUESTION_HIGH_RISK), for servicers only too.
const QuestionRiskNotice = lazy(() =>
  import('../../features/question-doctor/QuestionRiskNotice.tsx').then((m) => ({
    default: m.QuestionRiskNotice,
  })),
);

/**
 * The shell overlays of spec 1 section 2.16: the full-screen share image, the video call (when
 * the room is flagged visible and the device is not a tablet) and the scan screen.
 */
export function ShellOverlays() {
  const { device } = useApp();
  const { share, video, scanning } = useShellState();
  const session = useSession();
  const showVideo = video.visible && video.room !== null && !device.isTablet;
  const isServicer = session.data?.user.userType === 'servicer';
  return (
    <Suspense fallback={null}>
      {isServicer && <DoctorMeasureNotice />}
      {isServicer && <QuestionRiskNotice />}
      {session.data && <ConsultNotice />}
      {share && <ShareOverlay share={share} />}
      {showVideo && video.room && <VideoOverlay room={video.room} />}
      {scanning && <ScanOverlay />}
    </Suspense>
  );
}
