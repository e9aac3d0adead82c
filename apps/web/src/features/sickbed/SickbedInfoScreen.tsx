import { dateTimeText, type SickbedView } from '@kanghu/shared';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useApp } from '../../app/app-context.ts';
import styles from '../../ui/HealthScreen.module.css';
import { InfoRows } from '../../ui/InfoRows.tsx';
import { NotePopup } from '../../ui/NotePopup.tsx';
import { PageBar } from '../../ui/PageBar.tsx';
import { BedTitle, WithBed } from './BedParts.tsx';
import { bedPath, SICKBED_PATHS } from './paths.ts';
import { useSickbedState } from './queries.ts';
import own from './Sickbed.module.css';

const time = (iso: string | null) => (iso ? dateTimeText(iso) : null);

function Actions({ bed }: { bed: SickbedView }) {
  const { ui } = useApp();
  const navigate = useNavigate();
  const move = useSickbedState();
  const [discharging, setDischarging] = useState(false);
  const can = (a: SickbedView['actions'][number]) => bed.actions.includes(a);
  if (!can('approve') && !can('visit')) return null;
  return (
    <div className={styles.actions}>
      {can('approve') && (
        <Button color="primary" onClick={() => navigate(bedPath('pass', bed.id))}>
          审核申请
        </Button>
      )}
      {can('visit') && (
        <>
          <Button onClick={() => navigate(bedPath('phone', bed.id))}>电话记录</Button>
          <Button color="primary" fill="outline" onClick={() => navigate(bedPath('door', bed.id))}>
            上门服务
          </Button>
          <Button color="danger" fill="outline" onClick={() => setDischarging(true)}>
            撤床
          </Button>
        </>
      )}
      <NotePopup
        open={discharging}
        title="撤床"
        placeholder="撤床小结：病情转归、后续随访安排"
        requiredMessage="请填写撤床小结"
        maxLength={200}
        confirmText="确认撤床"
        loading={move.isPending}
        onClose={() => setDischarging(false)}
        onSubmit={(remark) =>
          move.mutate(
            { id: bed.id, body: { state: 4, remark } },
            {
              onSuccess: () => {
                setDischarging(false);
                ui.toast('已撤床');
              },
            },
          )
        }
      />
    </div>
  );
}

function Info({ bed }: { bed: SickbedView }) {
  const images = bed.fileList.filter((f) => /\.(jpe?g|png|gif|webp)$/i.test(f.url));
  return (
    <>
      <section className={styles.card} aria-label="申请信息">
        <BedTitle bed={bed} />
        <InfoRows
          rows={[
            ['身份证号', bed.idcard],
            ['联系电话', bed.tel],
            ['家庭住址', bed.address],
            ['病种', bed.diseaseCategoryName],
            ['病情描述', bed.remark],
            [
              '联系人',
              bed.contactsName &&
                `${bed.contactsName}（${bed.contactsRelation ?? ''}）${bed.contactsTel ?? ''}`,
            ],
            ['申请医院', bed.hospital ?? bed.orgName],
            ['责任医生', bed.doctorName],
            ['申请时间', time(bed.createdAt)],
          ]}
        />
        {images.length > 0 && (
          <div className={own.files}>
            {images.map((f) => (
              <img key={f.url} src={f.url} alt={f.name} />
            ))}
          </div>
        )}
      </section>
      {bed.reviewedAt && (
        <section className={styles.card} aria-label="审核与病床">
          <h2 className={styles.cardTitle}>审核与病床</h2>
          <InfoRows
            rows={[
              ['床号', bed.bedNo],
              ['审核人', bed.reviewerName],
              ['审核时间', time(bed.reviewedAt)],
              [bed.state === 4 ? '撤床小结' : '审核意见', bed.stateRemark],
              ['撤床时间', time(bed.dischargedAt)],
            ]}
          />
        </section>
      )}
      <Actions bed={bed} />
    </>
  );
}

/** /health/doctor/sickbed/info?id=: one application or bed, and what the doctor may do next. */
export default function SickbedInfoScreen() {
  return (
    <main className={styles.page}>
      <PageBar title="家庭病床详情" fallback={SICKBED_PATHS.list} />
      <WithBed>{(bed) => <Info bed={bed} />}</WithBed>
    </main>
  );
}
