import {
  centsToYuan,
  type DoctorProfileView,
  type InquiryFunctionView,
  type PatientView,
} from '@kanghu/shared';
import { Button, ImageUploader, type ImageUploadItem, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useApp } from '../../app/app-context.ts';
import { PatientScope } from '../../ui/PatientScope.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { useUploadFile } from '../account/queries.ts';
import { useDoctorQuery } from '../doctor-profile/queries.ts';
import { CardPicker } from '../service-cards/CardPicker.tsx';
import styles from './Consult.module.css';
import { DoctorAvatar } from './DoctorAvatar.tsx';
import { useInquiryFunction } from './doctor-queries.ts';
import { orderDetailPath, payPath, reservePath, topicParam } from './paths.ts';
import { useCreateInquiry } from './queries.ts';

const MAX_IMAGES = 9;
const MAX_DESCRIBE = 2000;

/** The doctor's card, the price of 图文问诊 and the inquiry form. */
export function InquiryStart({ doctorId }: { doctorId: number }) {
  const doctor = useDoctorQuery(doctorId);
  const fn = useInquiryFunction(doctorId);
  if (doctor.isPending || fn.isPending) return <LoadingState />;
  if (doctor.isError)
    return <ErrorState message={errorMessage(doctor.error)} onRetry={() => void doctor.refetch()} />;
  if (fn.isError) return <ErrorState message={errorMessage(fn.error)} onRetry={() => void fn.refetch()} />;
  return (
    <>
      <DoctorCard doctor={doctor.data} fn={fn.data} />
      {fn.data?.isOpen ? (
        <PatientScope>
          {(patient) => (
            <InquiryForm doctor={doctor.data} fn={fn.data as InquiryFunctionView} patient={patient} />
          )}
        </PatientScope>
      ) : (
        <EmptyState title="该医生暂未开通图文问诊" />
      )}
    </>
  );
}

function DoctorCard({ doctor, fn }: { doctor: DoctorProfileView; fn: InquiryFunctionView | null }) {
  const navigate = useNavigate();
  const price = fn ? (fn.isFree ? 0 : fn.price) : null;
  return (
    <section className={styles.card} aria-label="医生信息">
      <div className={styles.doctor}>
        <DoctorAvatar name={doctor.name} photo={doctor.photo} />
        <div className={styles.grow}>
          <div className={styles.name}>
            {doctor.name} <span className={styles.weak}>{doctor.title ?? ''}</span>
          </div>
          {doctor.goodAt && <div className={styles.weak}>擅长：{doctor.goodAt}</div>}
        </div>
      </div>
      {doctor.intro && <p className={styles.text}>{doctor.intro}</p>}
      {price !== null && (
        <div className={styles.row}>
          <span className={styles.label}>图文问诊</span>
          <span className={styles.price} data-testid="inquiry-price">
            {price === 0 ? '免费' : `¥${centsToYuan(price)}`}
          </span>
        </div>
      )}
      <div className={styles.actions}>
        <Button size="small" color="primary" fill="outline" onClick={() => navigate(reservePath(doctor.id))}>
          预约电话/视频问诊
        </Button>
      </div>
    </section>
  );
}

function InquiryForm({
  doctor,
  fn,
  patient,
}: {
  doctor: DoctorProfileView;
  fn: InquiryFunctionView;
  patient: PatientView;
}) {
  const { ui } = useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const topic = topicParam(params);
  const [describe, setDescribe] = useState(topic ? `【${topic}】` : '');
  const [images, setImages] = useState<ImageUploadItem[]>([]);
  const [userCardId, setUserCardId] = useState<number | null>(null);
  const upload = useUploadFile('inquiry');
  const create = useCreateInquiry();

  const submit = () => {
    const text = describe.trim();
    if (!text) {
      void ui.alert('请描述病情', '系统提示');
      return;
    }
    create.mutate(
      {
        doctorId: doctor.id,
        patientId: patient.id,
        inquiryType: 1,
        describe: text,
        imageList: images.map((i) => i.url),
        price: fn.isFree ? 0 : fn.price,
        // With a card the order is free and already paid: straight to the order.
        isUseCard: userCardId !== null,
        userCardId: userCardId ?? undefined,
      },
      {
        onSuccess: (order) =>
          navigate(order.isUseCard ? orderDetailPath(order.id) : payPath(order.id), { replace: true }),
      },
    );
  };

  return (
    <section className={`${styles.card} ${styles.form}`} aria-label="问诊信息">
      <h2 className={styles.title}>病情描述</h2>
      <TextArea
        aria-label="病情描述"
        placeholder="请详细描述症状、持续时间、用药情况等，以便医生更好地了解病情"
        value={describe}
        onChange={setDescribe}
        maxLength={MAX_DESCRIBE}
        showCount
        autoSize={{ minRows: 4, maxRows: 8 }}
      />
      <h2 className={styles.title} style={{ marginTop: '0.24rem' }}>
        病情照片 <span className={styles.weak}>（选填，最多{MAX_IMAGES}张）</span>
      </h2>
      <ImageUploader
        value={images}
        onChange={setImages}
        upload={async (file) => ({ url: (await upload.mutateAsync(file)).url })}
        maxCount={MAX_IMAGES}
        accept="image/*"
      />
      {!fn.isFree && <CardPicker inquiryType={1} value={userCardId} onChange={setUserCardId} />}
      <Button
        block
        color="primary"
        size="large"
        shape="rounded"
        style={{ marginTop: '0.32rem' }}
        loading={create.isPending}
        disabled={upload.isPending}
        onClick={submit}
      >
        {userCardId !== null ? '使用服务卡提交' : '提交问诊'}
      </Button>
    </section>
  );
}
