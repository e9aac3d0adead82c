import { DOCTOR_QR_SCAN_FLAG } from '@kanghu/shared';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useApp } from '../../app/app-context.ts';
import { useSession } from '../../app/session/queries.ts';
import { recordQrScan } from './queries.ts';

/**
 * On the page a doctor's QR card opens (`?doctorId=&from=qrcode&appId=`), records the scan once
 * for a signed-in patient. Other visitors and other entries record nothing.
 */
export function useQrScanRecord(doctorId: number | null): void {
  const { api } = useApp();
  const [params] = useSearchParams();
  const session = useSession();
  const done = useRef(false);
  const fromQr = params.get('from') === DOCTOR_QR_SCAN_FLAG;
  const appId = params.get('appId');
  const isPatient = session.data?.user.userType === 'customer';
  useEffect(() => {
    if (done.current || !fromQr || doctorId === null || !isPatient) return;
    done.current = true;
    void recordQrScan(api, doctorId, appId);
  }, [api, appId, doctorId, fromQr, isPatient]);
}
