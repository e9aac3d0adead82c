import type { ReactNode } from 'react';
import { SessionGate } from '../../ui/SessionGate.tsx';
import { EmptyState } from '../../ui/StateViews.tsx';

export interface SignedInDoctor {
  doctorId: number;
  userId: number;
}

/** The signed-in doctor; an empty state when the account has no doctor record. */
export function DoctorGate({ children }: { children: (doctor: SignedInDoctor) => ReactNode }) {
  return (
    <SessionGate>
      {(session) =>
        session.doctor ? (
          children({ doctorId: session.doctor.id, userId: session.user.id })
        ) : (
          <EmptyState title="当前账号没有医生资料" />
        )
      }
    </SessionGate>
  );
}
