import {
  CONTRACT_FILTER_CODES,
  CONTRACT_FILTERS,
  DISEASE_TYPES,
  FOLLOW_DUE_FILTER_CODES,
  FOLLOW_DUE_FILTERS,
  PATIENT_SORT_KEYS,
  PATIENT_SORT_LABELS,
  type PatientSortKey,
} from '@kanghu/shared';
import { CheckList, Dropdown, type DropdownRef } from 'antd-mobile';
import { useRef } from 'react';
import styles from '../DoctorPatients.module.css';
import type { PatientFilter } from '../queries.ts';

/** Disease groups as options: each type, then each of its group levels ("高血压·高二"). */
const GROUP_OPTIONS = DISEASE_TYPES.flatMap((d) => [
  { value: String(d.type), label: `${d.name}（全部）` },
  ...Object.entries(d.levels).map(([level, name]) => ({
    value: `${d.type}-${level}`,
    label: `${d.name}·${name}`,
  })),
]);

function groupValue(f: PatientFilter): string {
  if (f.diseaseType === undefined) return '';
  return f.level === undefined ? String(f.diseaseType) : `${f.diseaseType}-${f.level}`;
}

function groupLabel(f: PatientFilter): string {
  return GROUP_OPTIONS.find((o) => o.value === groupValue(f))?.label.replace('（全部）', '') ?? '疾病分组';
}

/** The contract / follow-up dropdown's title: what is chosen, else 签约随访. */
function workLabel(f: PatientFilter): string {
  const chosen = [
    f.contractStatus ? CONTRACT_FILTERS[f.contractStatus] : '',
    f.followDue ? FOLLOW_DUE_FILTERS[f.followDue] : '',
  ].filter(Boolean);
  return chosen.length === 0 ? '签约随访' : chosen.length === 1 ? (chosen[0] ?? '') : '已选2项';
}

/** The list's dropdown filters: disease group and level, tag, contract and follow-up, sort key. */
export function PatientFilters({
  filter,
  tags,
  onChange,
}: {
  filter: PatientFilter;
  tags: Array<{ id: number; name: string }>;
  onChange: (patch: Partial<PatientFilter>) => void;
}) {
  const ref = useRef<DropdownRef>(null);
  const pick = (patch: Partial<PatientFilter>) => {
    onChange(patch);
    ref.current?.close();
  };
  const tagName = tags.find((t) => t.id === filter.tagId)?.name;
  const sort = (filter.sortType ?? 'ctime_desc') as PatientSortKey;
  return (
    <Dropdown ref={ref} className={styles.filters}>
      <Dropdown.Item key="group" title={groupLabel(filter)}>
        <CheckList
          aria-label="疾病分组"
          value={[groupValue(filter)]}
          onChange={(v) => {
            const [type, level] = String(v[0] ?? '').split('-');
            pick({
              diseaseType: type ? Number(type) : undefined,
              level: level ? Number(level) : undefined,
            });
          }}
        >
          <CheckList.Item value="">全部患者</CheckList.Item>
          {GROUP_OPTIONS.map((o) => (
            <CheckList.Item key={o.value} value={o.value}>
              {o.label}
            </CheckList.Item>
          ))}
        </CheckList>
      </Dropdown.Item>
      <Dropdown.Item key="tag" title={tagName ?? '标签'}>
        <CheckList
          aria-label="标签"
          value={[filter.tagId === undefined ? '' : String(filter.tagId)]}
          onChange={(v) => pick({ tagId: v[0] ? Number(v[0]) : undefined })}
        >
          <CheckList.Item value="">全部标签</CheckList.Item>
          {tags.map((t) => (
            <CheckList.Item key={t.id} value={String(t.id)}>
              {t.name}
            </CheckList.Item>
          ))}
        </CheckList>
      </Dropdown.Item>
      <Dropdown.Item key="work" title={workLabel(filter)}>
        <div className={styles.filterHead}>签约状态</div>
        <CheckList
          aria-label="签约状态"
          value={[filter.contractStatus ?? '']}
          onChange={(v) => pick({ contractStatus: (v[0] || undefined) as PatientFilter['contractStatus'] })}
        >
          <CheckList.Item value="">不限</CheckList.Item>
          {CONTRACT_FILTER_CODES.map((k) => (
            <CheckList.Item key={k} value={k}>
              {CONTRACT_FILTERS[k]}
            </CheckList.Item>
          ))}
        </CheckList>
        <div className={styles.filterHead}>随访</div>
        <CheckList
          aria-label="随访"
          value={[filter.followDue ?? '']}
          onChange={(v) => pick({ followDue: (v[0] || undefined) as PatientFilter['followDue'] })}
        >
          <CheckList.Item value="">不限</CheckList.Item>
          {FOLLOW_DUE_FILTER_CODES.map((k) => (
            <CheckList.Item key={k} value={k}>
              {FOLLOW_DUE_FILTERS[k]}
            </CheckList.Item>
          ))}
        </CheckList>
      </Dropdown.Item>
      <Dropdown.Item key="sort" title={PATIENT_SORT_LABELS[sort]}>
        <CheckList
          aria-label="排序"
          value={[sort]}
          onChange={(v) => pick({ sortType: v[0] as PatientSortKey })}
        >
          {PATIENT_SORT_KEYS.map((k) => (
            <CheckList.Item key={k} value={k}>
              {PATIENT_SORT_LABELS[k]}
            </CheckList.Item>
          ))}
        </CheckList>
      </Dropdown.Item>
    </Dropdown>
  );
}
