import { encode } from 'uqr';

type Props = {
  value: string;
  /** Already translated; says what the code holds, for those who cannot scan it. */
  label: string;
  size?: number;
  className?: string;
};

/**
 * A QR code as inline SVG: one path of dark modules, so it prints sharp and needs no canvas.
 * The quiet zone of 4 modules is the standard's, so a desk scanner finds the code on paper.
 */
export function QrCode({ value, label, size = 192, className = 'pass-qr' }: Props) {
  const { data, size: modules } = encode(value, { ecc: 'M', border: 4 });
  let d = '';
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) d += `M${x} ${y}h1v1h-1z`;
    });
  });
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${modules} ${modules}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      className={className}
    >
      <rect width={modules} height={modules} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
