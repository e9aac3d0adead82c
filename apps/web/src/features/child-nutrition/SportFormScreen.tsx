import { ageInYears, FITNESS_ITEM_LABELS, FITNESS_ITEM_UNITS, type PatientView } from '@kanghu/shared';
import { Button, Input, Selector } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useApp } from '../../app/app-context.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import life from '../life/Life.module.css';
import { ChildScope } from './ChildScope.tsx';
import { CHILD_PATHS, childPath } from './paths.ts';
import { useAddSportTest } from './queries.ts';

const FIELDS = [
  { key: 'height', label: '身高', unit: '厘米' },
  { key: 'weight', label: '体重', unit: '千克' },
  { key: 'vitalCapacity', label: FITNESS_ITEM_LABELS.vitalCapacity, unit: FITNESS_ITEM_UNITS.vitalCapacity },
  { key: 'sitAndReach', label: FITNESS_ITEM_LABELS.sitAndReach, unit: FITNESS_ITEM_UNITS.sitAndReach },
  { key: 'jumpRope', label: FITNESS_ITEM_LABELS.jumpRope, unit: FITNESS_ITEM_UNITS.jumpRope },
] as const;
type Key = (typeof FIELDS)[number]['key'];

const GRADES = Array.from({ length: 6 }, (_, i) => ({ label: `${i + 1}年级`, value: i + 1 }));

/** The fitness test form (question/sport): results scored by the server against the 2014 standard. */
export default function SportFormScreen() {
  return (
    <main className={styles.page}>
      <PageBar title="体质测试" fallback={CHILD_PATHS.home} />
      <ChildScope>{(child) => <SportForm child={child} />}</ChildScope>
    </main>
  );
}

function SportForm({ child }: { child: PatientView }) {
  const { ui } = useApp();
  const navigate = useNavigate();
  const add = useAddSportTest();
  const [grade, setGrade] = useState(1);
  const [values, setValues] = useState<Record<Key, string>>({
    height: '',
    weight: '',
    vitalCapacity: '',
    sitAndReach: '',
    jumpRope: '',
  });
  const age = ageInYears(child.birthday, new Date());
  const save = () => {
    const body: Record<string, number> = {};
    for (const f of FIELDS) {
      const v = values[f.key].trim();
      if (!v) continue;
      if (!/^-?\d+(\.\d+)?$/.test(v)) {
        void ui.alert(`${f.label}须为数字`, '系统提示');
        return;
      }
      body[f.key] = Number(v);
    }
    if (age === null || (child.sex !== 1 && child.sex !== 2)) {
      void ui.alert('请先在就诊人资料中填写孩子的出生日期和性别', '系统提示');
      return;
    }
    add.mutate(
      { patientId: child.id, name: child.name, age, sex: child.sex, grade, ...body },
      {
        onSuccess: (row) =>
          navigate(childPath(CHILD_PATHS.sportReport, child.id, { id: row.id }), { replace: true }),
      },
    );
  };
  return (
    <section className={styles.card} aria-label="体质测试">
      <h2 className={styles.cardTitle}>填写测试成绩</h2>
      <p className={styles.meta}>
        依据《国家学生体质健康标准（2014年修订）》评分，目前评分表收录一、二年级；其他年级只保存成绩。
      </p>
      <Selector options={GRADES} value={[grade]} columns={3} onChange={(v) => v[0] && setGrade(v[0])} />
      {FIELDS.map((f) => (
        <div key={f.key} className={life.foodRow}>
          <span className={life.fieldLabel} style={{ width: '2.4rem', flex: 'none' }}>
            {f.label}
          </span>
          <Input
            className={life.grams}
            type="text"
            inputMode="decimal"
            value={values[f.key]}
            maxLength={7}
            placeholder="选填"
            aria-label={f.label}
            onChange={(v) => setValues({ ...values, [f.key]: v })}
          />
          <span>{f.unit}</span>
        </div>
      ))}
      <div className={styles.actions} style={{ padding: '0.24rem 0 0' }}>
        <Button color="primary" size="large" shape="rounded" loading={add.isPending} onClick={save}>
          提交并查看评分
        </Button>
      </div>
    </section>
  );
}
