import { useNavigate } from 'react-router';
import { useApp } from '../../app/app-context.ts';
import { ScanButton } from '../../ui/ScanButton.tsx';
import { doctorCardPath } from './card-link.ts';

/**
 * 扫医生名片: scans a doctor's visiting-card QR and opens that doctor's page, which records the
 * scan for the signed-in patient (the binding of issue 5). Any other code says so.
 */
export function ScanDoctorCard() {
  const { ui } = useApp();
  const navigate = useNavigate();
  const onResult = (text: string) => {
    const path = doctorCardPath(text);
    if (path) void navigate(path);
    else ui.toast('不是医生名片二维码');
  };
  return (
    <ScanButton variant="block" testId="scan-doctor-card" onResult={onResult}>
      扫医生名片
    </ScanButton>
  );
}
