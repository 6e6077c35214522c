import type { ReactNode } from 'react';

/** Root layout of the benchmark reference page (outside the shops and their proxy). */
export default function BenchLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
