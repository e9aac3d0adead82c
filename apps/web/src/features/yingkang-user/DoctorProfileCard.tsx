import type { DoctorProfileView } from '@kanghu/shared';
import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { DoctorAvatar } from '../inquiry/DoctorAvatar.tsx';
import { doctorInfoPath as inquiryPath } from '../inquiry/paths.ts';
import { RESERVE_PATHS } from '../reserve/paths.ts';
import { MarkButton } from './MarkButton.tsx';
import css from './Yk.module.css';

/** A doctor's profile with 关注 and 收藏, and the ways to reach them (online consultation, booking). */
export function DoctorProfileCard({ doctor }: { doctor: DoctorProfileView }) {
  const navigate = useNavigate();
  const target = { relationId: doctor.id, type: 'doctor' } as const;
  return (
    <section className={css.card} aria-label="医生信息">
      <div className={css.row}>
        <DoctorAvatar name={doctor.name} photo={doctor.photo} />
        <div className={css.grow}>
          <h1 className={css.title} data-testid="doctor-name">
            {doctor.name} <span className={css.weak}>{doctor.title ?? ''}</span>
          </h1>
          {doctor.goodAt && <p className={css.weak}>擅长：{doctor.goodAt}</p>}
        </div>
      </div>
      {doctor.intro && <p className={css.para}>{doctor.intro}</p>}
      <div className={css.actions}>
        <MarkButton kind="attention" target={target} />
        <MarkButton kind="collect" target={target} />
        <Button size="small" shape="rounded" onClick={() => navigate(inquiryPath(doctor.id))}>
          在线问诊
        </Button>
        <Button
          size="small"
          shape="rounded"
          onClick={() => navigate(`${RESERVE_PATHS.doctorInfo}?doctorId=${doctor.id}`)}
        >
          预约挂号
        </Button>
      </div>
    </section>
  );
}
