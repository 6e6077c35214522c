import { qrDrawing } from '@/lib/orders/qr-path';

/**
 * The EPC payment QR code of a prepayment order, drawn as an inline SVG element from the backend's module rows (never
 * an HTML string). Dark modules on a white square with its quiet zone, so banking apps read it on any background.
 */
export function EpcQrCode({ modules, label }: { modules: readonly string[]; label: string }) {
  const drawing = qrDrawing(modules);
  if (!drawing) return null;
  return (
    <svg viewBox={`0 0 ${drawing.size} ${drawing.size}`} role="img" aria-label={label} shapeRendering="crispEdges" data-testid="epc-qr-code">
      <rect width={drawing.size} height={drawing.size} fill="#ffffff" />
      <path d={drawing.path} fill="#000000" />
    </svg>
  );
}
