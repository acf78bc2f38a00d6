import { useMemo } from 'react';
import { encode } from 'uqr';

/** A QR code drawn as one SVG path, dark on light with its quiet zone, for an app's camera. */
export function QrCode({ text, label, size = 200 }: { text: string; label: string; size?: number }) {
  const { path, modules } = useMemo(() => {
    const qr = encode(text, { ecc: 'M', border: 4 });
    let d = '';
    qr.data.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) d += `M${x} ${y}h1v1h-1z`;
      }),
    );
    return { path: d, modules: qr.data.length };
  }, [text]);
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
      className="rounded bg-white"
      data-qr={text}
    >
      <rect width={modules} height={modules} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
