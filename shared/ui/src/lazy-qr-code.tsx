import { lazy, Suspense } from 'react';

// qrcode.react is a chunk of its own, fetched when a QR code is first shown: @runoff/ui is on
// every page (the home page among them), QR codes only on a few.
const QRCodeSVG = lazy(() => import('qrcode.react').then((module) => ({ default: module.QRCodeSVG })));

export interface LazyQrCodeProps {
  value: string;
  size: number;
  title: string;
  className?: string;
}

/** A QR code (error-correction level L, product §9); until its code has loaded, an empty box of its size. */
export function LazyQrCode({ value, size, title, className }: LazyQrCodeProps) {
  return (
    <Suspense fallback={<span className={className} style={{ display: 'inline-block', width: size, height: size }} aria-hidden="true" />}>
      <QRCodeSVG value={value} size={size} level="L" title={title} className={className} />
    </Suspense>
  );
}
