import { CascadePicker, Picker, Popup, SearchBar, Selector } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useSession } from '../../app/session/queries.ts';
import styles from '../../ui/HealthScreen.module.css';
import { EmptyState, LoadingState } from '../../ui/StateViews.tsx';
import { useDepartmentTree } from '../doctor-profile/queries.ts';
import { useReferralDoctors } from './queries.ts';
import css from './Referral.module.css';
import { type OrgOption, orgOptions, type Target, type TargetKind } from './targets.ts';

const KINDS: { label: string; value: TargetKind }[] = [
  { label: '医生', value: 'doctor' },
  { label: '科室', value: 'department' },
  { label: '机构', value: 'org' },
];

function DoctorSearch({ orgs, onPick }: { orgs: OrgOption[]; onPick: (t: Target) => void }) {
  const [search, setSearch] = useState('');
  const doctors = useReferralDoctors(search);
  const me = useSession().data?.doctor?.id ?? null;
  const orgName = (id: number | null) => orgs.find((o) => o.id === id)?.name ?? '';
  const deptName = (id: number | null) =>
    orgs.flatMap((o) => o.departments).find((d) => d.id === id)?.name ?? '';
  const list = (doctors.data?.list ?? []).filter((d) => !d.isAssistant && d.id !== me && d.orgId !== null);
  return (
    <>
      <div style={{ padding: '0.16rem 0.32rem' }}>
        <SearchBar placeholder="搜索医生姓名" onSearch={setSearch} onClear={() => setSearch('')} />
      </div>
      {doctors.isPending ? (
        <LoadingState />
      ) : list.length === 0 ? (
        <EmptyState title="没有找到医生" />
      ) : (
        list.map((d) => {
          const where = [orgName(d.orgId), deptName(d.departmentId)].filter(Boolean).join(' · ');
          return (
            <button
              key={d.id}
              type="button"
              className={css.option}
              onClick={() => onPick({ kind: 'doctor', id: d.id, label: `${d.name}（${orgName(d.orgId)}）` })}
            >
              {d.name}
              {d.title ? ` ${d.title}` : ''}
              <span className={css.optionMeta}>{where}</span>
            </button>
          );
        })
      )}
    </>
  );
}

/**
 * The target of a referral: a doctor of any org (searched by name), a department (org, then
 * department) or an org of the project.
 */
export function TargetPicker({
  value,
  onChange,
}: {
  value: Target | null;
  onChange: (t: Target | null) => void;
}) {
  const tree = useDepartmentTree();
  const orgs = useMemo(() => orgOptions(tree.data ?? []), [tree.data]);
  const [kind, setKind] = useState<TargetKind>(value?.kind ?? 'doctor');
  const [open, setOpen] = useState(false);
  const pick = (t: Target) => {
    onChange(t);
    setOpen(false);
  };
  const cascade = orgs
    .filter((o) => o.departments.length > 0)
    .map((o) => ({
      label: o.name,
      value: String(o.id),
      children: o.departments.map((d) => ({ label: d.name, value: String(d.id) })),
    }));
  return (
    <>
      <Selector
        options={KINDS}
        columns={3}
        value={[kind]}
        onChange={(v) => {
          if (!v[0]) return;
          setKind(v[0]);
          onChange(null);
        }}
      />
      <button type="button" className={css.pick} onClick={() => setOpen(true)} data-testid="referral-target">
        <span className={value ? undefined : css.placeholder}>{value?.label ?? '请选择转诊对象'}</span>
        <span aria-hidden="true">›</span>
      </button>
      <Popup
        visible={open && kind === 'doctor'}
        onMaskClick={() => setOpen(false)}
        bodyClassName={styles.popup}
        destroyOnClose
      >
        <div className={styles.popupTitle}>选择医生</div>
        <DoctorSearch orgs={orgs} onPick={pick} />
      </Popup>
      <CascadePicker
        title="选择科室"
        options={cascade}
        visible={open && kind === 'department'}
        onClose={() => setOpen(false)}
        onConfirm={(v) => {
          const org = orgs.find((o) => String(o.id) === v[0]);
          const dept = org?.departments.find((d) => String(d.id) === v[1]);
          if (org && dept) pick({ kind: 'department', id: dept.id, label: `${dept.name}（${org.name}）` });
        }}
      />
      <Picker
        title="选择机构"
        columns={[orgs.map((o) => ({ label: o.name, value: String(o.id) }))]}
        visible={open && kind === 'org'}
        onClose={() => setOpen(false)}
        onConfirm={(v) => {
          const org = orgs.find((o) => String(o.id) === v[0]);
          if (org) pick({ kind: 'org', id: org.id, label: org.name });
        }}
      />
    </>
  );
}
