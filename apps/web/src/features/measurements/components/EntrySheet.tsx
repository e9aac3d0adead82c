import { Button, Popup } from 'antd-mobile';
import type { ReactNode } from 'react';
import styles from '../../../ui/HealthScreen.module.css';

/** The bottom sheet of a reading entry form: rounded top, titled dialog. */
export function EntrySheet({
  visible,
  onClose,
  title,
  children,
}: {
  visible: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}) {
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      destroyOnClose
      bodyStyle={{ borderTopLeftRadius: 12, borderTopRightRadius: 12 }}
    >
      <div className={`${styles.popup} ${styles.form}`} role="dialog" aria-label={title}>
        <div className={styles.popupTitle}>{title}</div>
        {children}
      </div>
    </Popup>
  );
}

/** The footer of an entry sheet: 取消 closes it, 保存 submits the form. */
export function EntrySheetActions({ onClose, saving }: { onClose: () => void; saving: boolean }) {
  return (
    <div className={styles.actions}>
      <Button size="large" shape="rounded" onClick={onClose}>
        取消
      </Button>
      <Button type="submit" color="primary" size="large" shape="rounded" loading={saving}>
        保存
      </Button>
    </div>
  );
}
