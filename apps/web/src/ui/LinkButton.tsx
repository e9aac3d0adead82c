import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';

/** A full-width, rounded large button that opens `to` (the primary one in the brand colour). */
export function LinkButton({
  to,
  primary,
  children,
}: {
  to: string;
  primary?: boolean;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <Button
      block
      color={primary ? 'primary' : 'default'}
      size="large"
      shape="rounded"
      onClick={() => navigate(to)}
    >
      {children}
    </Button>
  );
}
