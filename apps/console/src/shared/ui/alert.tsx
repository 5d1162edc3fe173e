import type { ReactNode } from 'react';

/** An error (role alert, read at once) or a confirmation (role status, read politely). */
export function Alert({ kind, children }: { kind: 'error' | 'success'; children: ReactNode }) {
  return (
    <div className={`alert alert-${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
