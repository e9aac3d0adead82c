import { Button, Input, Popup, Tag } from 'antd-mobile';
import { useState } from 'react';
import health from '../../../ui/HealthScreen.module.css';
import styles from '../DoctorPatients.module.css';
import { useTagDictionary, useTagPatient } from '../queries.ts';

/** The patient's tags: tap one to remove it, a dictionary tag to add it, or type a new one. */
export function TagPopup({
  patientId,
  tags,
  visible,
  onClose,
}: {
  patientId: number;
  tags: Array<{ id: number; name: string }>;
  visible: boolean;
  onClose: () => void;
}) {
  const dictionary = useTagDictionary();
  const change = useTagPatient(patientId);
  const [name, setName] = useState('');
  const have = new Set(tags.map((t) => t.id));
  const add = () => {
    const n = name.trim();
    if (n) change.mutate({ add: true, name: n }, { onSuccess: () => setName('') });
  };
  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName={health.popup} destroyOnClose>
      <div className={health.popupTitle}>患者标签</div>
      <div className={`${styles.formBlock} ${styles.pick}`}>
        <div className={styles.formLabel}>已有标签（点击移除）</div>
        <div className={styles.tags}>
          {tags.length === 0 && <span className={styles.sub}>暂无标签</span>}
          {tags.map((t) => (
            <Tag key={t.id} color="primary" onClick={() => change.mutate({ add: false, tagId: t.id })}>
              {t.name} ✕
            </Tag>
          ))}
        </div>
        <div className={styles.formLabel}>添加标签</div>
        <div className={styles.tags}>
          {(dictionary.data ?? [])
            .filter((t) => !have.has(t.id))
            .map((t) => (
              <Tag
                key={t.id}
                color="default"
                fill="outline"
                onClick={() => change.mutate({ add: true, name: t.name })}
              >
                + {t.name}
              </Tag>
            ))}
        </div>
        <div className={styles.line} style={{ marginTop: 12 }}>
          <Input
            aria-label="新标签"
            placeholder="新标签名称"
            value={name}
            onChange={setName}
            maxLength={20}
          />
          <Button size="small" color="primary" loading={change.isPending} onClick={add}>
            添加
          </Button>
        </div>
      </div>
    </Popup>
  );
}
