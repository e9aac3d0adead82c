import { Button, Popup, TextArea } from 'antd-mobile';
import { useEffect, useState } from 'react';
import styles from './HealthScreen.module.css';

export interface NotePopupProps {
  open: boolean;
  title: string;
  placeholder: string;
  /** Refuses to submit an empty note with this message (shown under the field). */
  requiredMessage?: string;
  maxLength: number;
  confirmText: string;
  loading?: boolean;
  onClose: () => void;
  onSubmit: (note: string) => void;
}

/** A bottom sheet asking for one short text (a reason, a remark, a summary) before an action. */
export function NotePopup(props: NotePopupProps) {
  const { open, title, placeholder, requiredMessage, maxLength, confirmText, loading, onClose, onSubmit } =
    props;
  const [note, setNote] = useState('');
  const [error, setError] = useState('');
  useEffect(() => {
    if (open) {
      setNote('');
      setError('');
    }
  }, [open]);
  const submit = () => {
    const text = note.trim();
    if (!text && requiredMessage) {
      setError(requiredMessage);
      return;
    }
    onSubmit(text);
  };
  return (
    <Popup visible={open} onMaskClick={onClose} bodyClassName={styles.popup} destroyOnClose>
      <div className={styles.popupTitle}>{title}</div>
      <div style={{ padding: '0.16rem 0.32rem' }}>
        <TextArea
          aria-label={title}
          placeholder={placeholder}
          value={note}
          onChange={setNote}
          maxLength={maxLength}
          showCount
          rows={4}
        />
        {error && (
          <p role="alert" style={{ color: 'var(--adm-color-danger)', margin: '0.08rem 0 0' }}>
            {error}
          </p>
        )}
      </div>
      <div className={styles.actions}>
        <Button onClick={onClose}>取消</Button>
        <Button color="primary" loading={loading} onClick={submit}>
          {confirmText}
        </Button>
      </div>
    </Popup>
  );
}
