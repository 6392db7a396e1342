/** Inline SVG illustrations of the public site (no image files, no outside hosts). */

const row = (start: number, count: number) => Array.from({ length: count }, (_, i) => start + i * 17);
const ROW_A = row(80, 11);
const ROW_B = row(106, 8);
const PORTHOLES = row(64, 14);

/** A cruise ship on the sea, linked by a satellite to a phone on shore. */
export function ShipLinkArt({ label }: { label: string }) {
  return (
    <svg viewBox="0 0 480 360" role="img" aria-label={label} width="100%" style={{ maxWidth: 480 }}>
      <defs>
        <linearGradient id="ps-sea" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#1f86bd" stopOpacity="0.55" />
          <stop offset="1" stopColor="#083f5c" stopOpacity="0.1" />
        </linearGradient>
        <linearGradient id="ps-hull" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="1" stopColor="#d2e7f1" />
        </linearGradient>
      </defs>
      {/* orbit and satellite */}
      <path
        d="M40 120 Q240 -20 440 120"
        fill="none"
        stroke="#7fd1e8"
        strokeOpacity="0.35"
        strokeDasharray="4 8"
      />
      <g transform="translate(228 38)">
        <rect x="-30" y="-8" width="22" height="16" rx="2" fill="#a4cee3" />
        <rect x="8" y="-8" width="22" height="16" rx="2" fill="#a4cee3" />
        <rect x="-8" y="-11" width="16" height="22" rx="4" fill="#ffffff" />
        <circle cx="0" cy="0" r="3" fill="#1f86bd" />
      </g>
      {/* beams */}
      <path
        d="M222 56 L150 196"
        stroke="#7fd1e8"
        strokeWidth="2"
        strokeDasharray="2 7"
        strokeLinecap="round"
      />
      <path
        d="M236 56 L392 150"
        stroke="#7fd1e8"
        strokeWidth="2"
        strokeDasharray="2 7"
        strokeLinecap="round"
      />
      {/* signal arcs over the ship */}
      <g fill="none" stroke="#ffffff" strokeOpacity="0.7" strokeLinecap="round" strokeWidth="2.5">
        <path d="M132 170 a20 20 0 0 1 36 0" />
        <path d="M122 160 a34 34 0 0 1 56 0" strokeOpacity="0.4" />
      </g>
      {/* sea */}
      <ellipse cx="240" cy="290" rx="250" ry="56" fill="url(#ps-sea)" />
      <path
        d="M0 272 q30 -10 60 0 t60 0 t60 0 t60 0 t60 0 t60 0 t60 0 t60 0"
        fill="none"
        stroke="#a4cee3"
        strokeOpacity="0.6"
        strokeWidth="2"
      />
      <path
        d="M20 300 q30 -8 60 0 t60 0 t60 0 t60 0 t60 0 t60 0 t60 0"
        fill="none"
        stroke="#a4cee3"
        strokeOpacity="0.3"
        strokeWidth="2"
      />
      {/* ship */}
      <g>
        <path d="M36 238 H312 L284 282 H62 Z" fill="url(#ps-hull)" />
        <path d="M62 282 H284 L292 270 H54 Z" fill="#0b5f88" />
        <rect x="70" y="212" width="200" height="26" rx="4" fill="#ffffff" />
        <rect x="96" y="190" width="150" height="22" rx="4" fill="#f1f7fb" />
        <rect x="124" y="172" width="90" height="18" rx="4" fill="#ffffff" />
        <rect x="196" y="150" width="22" height="24" rx="3" fill="#0d73a6" />
        <rect x="196" y="150" width="22" height="6" rx="2" fill="#083f5c" />
        {ROW_A.map((x) => (
          <rect key={x} x={x} y={220} width="9" height="8" rx="2" fill="#4a9dc8" />
        ))}
        {ROW_B.map((x) => (
          <rect key={x} x={x} y={197} width="9" height="8" rx="2" fill="#72b3d4" />
        ))}
        {PORTHOLES.map((x) => (
          <circle key={x} cx={x} cy={254} r="3" fill="#308fc0" />
        ))}
      </g>
      {/* phone on shore */}
      <g transform="translate(372 150)">
        <rect x="0" y="0" width="72" height="128" rx="14" fill="#ffffff" />
        <rect x="6" y="12" width="60" height="100" rx="6" fill="#e8f4f9" />
        <rect x="12" y="22" width="38" height="12" rx="6" fill="#a4cee3" />
        <rect x="22" y="40" width="38" height="12" rx="6" fill="#0d73a6" />
        <rect x="12" y="58" width="30" height="12" rx="6" fill="#a4cee3" />
        <circle cx="36" cy="94" r="10" fill="#2fb344" />
        <path d="M32 91 q4 8 8 6" stroke="#fff" strokeWidth="2.2" fill="none" strokeLinecap="round" />
      </g>
    </svg>
  );
}
