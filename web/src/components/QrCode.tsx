import { useMemo } from 'react';
import { encode } from 'uqr';

interface QrCodeProps {
  /** What the code holds (an otpauth:// address). */
  value: string;
  /** Its accessible name. */
  label: string;
  size?: number;
}

/**
 * A QR code drawn as one SVG path from the modules uqr computes: no canvas, no script, no style
 * attribute, so it shows under the Content-Security-Policy. Dark on white whatever the theme, as
 * scanners expect.
 */
export function QrCode({ value, label, size = 200 }: QrCodeProps) {
  const { path, modules } = useMemo(() => {
    const { data, size: count } = encode(value, { ecc: 'M', border: 2 });
    const cells = data.flatMap((row, y) => row.flatMap((dark, x) => (dark ? [`M${x} ${y}h1v1h-1z`] : [])));
    return { path: cells.join(''), modules: count };
  }, [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
    >
      <rect width={modules} height={modules} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
