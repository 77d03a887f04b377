import type { ReactNode } from 'react';

/** Isolates left-to-right runs (e-mails, phone numbers, codes) inside Arabic text. */
export function Bdi({ children, dir = 'ltr' }: { children: ReactNode; dir?: 'ltr' | 'rtl' | 'auto' }) {
  return <bdi dir={dir}>{children}</bdi>;
}

export default Bdi;
