import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';

/** A form's full-width, rounded primary submit button (the `footer` of an antd-mobile Form). */
export function SubmitButton({
  loading,
  disabled,
  size = 'large',
  children,
}: {
  loading?: boolean;
  disabled?: boolean;
  size?: 'middle' | 'large';
  children: ReactNode;
}) {
  return (
    <Button
      block
      type="submit"
      color="primary"
      size={size}
      shape="rounded"
      loading={loading}
      disabled={disabled}
    >
      {children}
    </Button>
  );
}
