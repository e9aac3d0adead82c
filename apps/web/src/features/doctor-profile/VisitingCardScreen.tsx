import { DOCTOR_QR_CODE } from '@kanghu/shared';
import { useLocation } from 'react-router';
import { PageBar } from '../../ui/PageBar.tsx';
import { ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { DoctorAvatar } from './DoctorAvatar.tsx';
import { DoctorGate } from './DoctorGate.tsx';
import styles from './DoctorProfile.module.css';
import { useDoctorQr } from './queries.ts';

function Card({ doctorId }: { doctorId: number }) {
  const qr = useDoctorQr(doctorId);
  if (qr.isPending) return <LoadingState text="正在生成名片" />;
  if (qr.isError) return <ErrorState message={errorMessage(qr.error)} onRetry={() => void qr.refetch()} />;
  const c = qr.data;
  return (
    <section className={styles.qrCard} aria-label="医生名片">
      <div className={styles.head}>
        <DoctorAvatar name={c.name} photo={c.photo} />
        <div>
          <div className={styles.name}>
            {c.name}
            {c.title && <span className={styles.weak}> {c.title}</span>}
          </div>
          <div className={styles.sub}>{[c.orgName, c.departmentName].filter(Boolean).join(' · ') || '—'}</div>
        </div>
      </div>
      <img
        className={styles.qrImage}
        src={c.qrcode}
        width={DOCTOR_QR_CODE.size}
        height={DOCTOR_QR_CODE.size}
        alt={`${c.name}的二维码`}
        data-testid="doctor-qrcode"
      />
      <div className={styles.hint}>患者扫一扫上方二维码，即可查看医生主页、预约挂号</div>
      <div className={styles.hint}>长按二维码图片可保存到手机相册</div>
    </section>
  );
}

/**
 * The signed-in doctor's QR card: /app/yingkang/doctor/visiting/card, and the same screen in the
 * lifetime and xqtx elpb doctor shells (back goes to the shell's index).
 */
export default function VisitingCardScreen() {
  const { pathname } = useLocation();
  return (
    <main className={styles.page}>
      <PageBar title="我的名片" fallback={pathname.replace(/visiting\/card\/?$/, 'index')} />
      <DoctorGate>{(doctor) => <Card doctorId={doctor.doctorId} />}</DoctorGate>
    </main>
  );
}
