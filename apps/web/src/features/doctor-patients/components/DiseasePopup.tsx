import { DISEASE_SPECIAL_STATES, DISEASE_TYPES, type DiseaseView } from '@kanghu/shared';
import { Button, Popup, Selector } from 'antd-mobile';
import { useState } from 'react';
import { useApp } from '../../../app/app-context.ts';
import health from '../../../ui/HealthScreen.module.css';
import styles from '../DoctorPatients.module.css';
import { type DiseaseInput, useSaveDiseases } from '../queries.ts';

interface Draft {
  level: number | null;
  files: string[];
  specialState: number;
}

const FILE_OPTIONS = [
  { label: 'AI档案', value: 'ai' },
  { label: '公卫档案', value: 'ph' },
];
const SPECIAL_OPTIONS = [
  { label: '无', value: 0 },
  ...Object.entries(DISEASE_SPECIAL_STATES).map(([v, label]) => ({ label, value: Number(v) })),
];

function draftsOf(diseases: DiseaseView[]): Record<number, Draft> {
  return Object.fromEntries(
    DISEASE_TYPES.map((d) => {
      const have = diseases.find((x) => x.type === d.type);
      const files = [have?.aiFile ? 'ai' : '', have?.phFile ? 'ph' : ''].filter(Boolean);
      return [d.type, { level: have?.level ?? null, files, specialState: have?.specialState ?? 0 }];
    }),
  );
}

/**
 * Disease groups with their level (spec 3 section 3) and archive state (section 4), as the
 * doctor records them; the archive flags are the doctor's record, not read from another system.
 */
export function DiseasePopup({
  patient,
  visible,
  onClose,
}: {
  patient: { id: number; name: string; diseases: DiseaseView[] };
  visible: boolean;
  onClose: () => void;
}) {
  const { ui } = useApp();
  const save = useSaveDiseases(patient.id);
  const [drafts, setDrafts] = useState(() => draftsOf(patient.diseases));
  const set = (type: number, patch: Partial<Draft>) =>
    setDrafts((d) => ({ ...d, [type]: { ...(d[type] as Draft), ...patch } }));
  const submit = () => {
    const categoryList: DiseaseInput = DISEASE_TYPES.flatMap((d) => {
      const x = drafts[d.type];
      if (!x || x.level === null) return [];
      return [
        {
          type: d.type,
          level: x.level,
          aiFile: x.files.includes('ai'),
          phFile: x.files.includes('ph'),
          specialState: x.specialState,
        },
      ];
    });
    save.mutate(
      { name: patient.name, categoryList },
      {
        onSuccess: () => {
          ui.toast('疾病分组已保存');
          onClose();
        },
      },
    );
  };
  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName={health.popup} destroyOnClose>
      <div className={health.popupTitle}>疾病分组与档案</div>
      <p className={health.hint}>档案状态由医生登记，未与公卫或AI平台系统对接。</p>
      <div className={styles.formBlock}>
        {DISEASE_TYPES.map((d) => {
          const x = drafts[d.type] as Draft;
          return (
            <div key={d.type}>
              <div className={styles.formLabel}>{d.name}</div>
              <Selector
                aria-label={`${d.name}分组`}
                columns={4}
                options={[
                  { label: '无', value: 0 },
                  ...Object.entries(d.levels).map(([v, label]) => ({ label, value: Number(v) })),
                ]}
                value={[x.level ?? 0]}
                onChange={(v) => set(d.type, { level: v[0] ? v[0] : null })}
              />
              {x.level !== null && (
                <>
                  <div className={styles.subLabel}>档案</div>
                  <Selector
                    aria-label={`${d.name}档案`}
                    multiple
                    columns={2}
                    options={FILE_OPTIONS}
                    value={x.files}
                    onChange={(v) => set(d.type, { files: v })}
                  />
                  <div className={styles.subLabel}>专档状态</div>
                  <Selector
                    aria-label={`${d.name}专档状态`}
                    columns={2}
                    options={SPECIAL_OPTIONS}
                    value={[x.specialState]}
                    onChange={(v) => set(d.type, { specialState: v[0] ?? 0 })}
                  />
                </>
              )}
            </div>
          );
        })}
        <Button
          block
          color="primary"
          size="large"
          loading={save.isPending}
          onClick={submit}
          style={{ marginTop: 16 }}
        >
          保存
        </Button>
      </div>
    </Popup>
  );
}
