// Four drawn scenes of a soil test, from field to farmer's phone; small loops make each one feel alive.
import type { ReactNode } from "react";

const pulse = "motion-safe:animate-pulse";
// Percent-based keyframes must move each drawing by its own size, not the whole picture's.
const bounce = "motion-safe:animate-bounce [transform-box:fill-box]";

function Ground() {
  return (
    <>
      <rect width="320" height="200" fill="#f0fdf4" />
      <rect y="120" width="320" height="80" fill="#9a5b2a" />
      <rect y="112" width="320" height="12" fill="#16a34a" />
    </>
  );
}

function SampleScene() {
  return (
    <>
      <Ground />
      {[40, 100, 160, 220, 280].map((x, i) => (
        <g key={x} className={i === 2 ? bounce : undefined}>
          <circle cx={x} cy={104} r={6} fill="#facc15" stroke="#5e361c" strokeWidth="2" />
        </g>
      ))}
      <path d="M150 70 l20 0 l-4 60 l-12 0 z" fill="#78716c" />
      <rect x="152" y="40" width="16" height="32" rx="4" fill="#5e361c" />
      <path d="M140 160 h40" stroke="#f6ead9" strokeWidth="2" strokeDasharray="4 4" />
      <text x="186" y="164" fontSize="12" fill="#fff" fontFamily="sans-serif">6 inches</text>
      <rect x="236" y="138" width="50" height="46" rx="6" fill="#f6ead9" />
      <text x="246" y="166" fontSize="12" fill="#5e361c" fontFamily="sans-serif" fontWeight="bold">500 g</text>
    </>
  );
}

function ReagentScene() {
  const tubes = [
    { x: 90, colour: "#60a5fa" },
    { x: 150, colour: "#f472b6" },
    { x: 210, colour: "#facc15" },
  ];
  return (
    <>
      <rect width="320" height="200" fill="#f0fdf4" />
      <rect x="60" y="160" width="200" height="12" rx="3" fill="#5e361c" />
      {tubes.map((t, i) => (
        <g key={t.x}>
          <rect x={t.x} y="70" width="24" height="90" rx="12" fill="#fff" stroke="#78716c" strokeWidth="2" />
          <rect x={t.x + 3} y="110" width="18" height="47" rx="9" fill={t.colour} className={pulse} style={{ animationDelay: `${i * 0.4}s` }} />
        </g>
      ))}
      <g className={bounce}>
        <path d="M158 28 h8 v20 l-4 8 l-4 -8 z" fill="#a8a29e" />
        <circle cx="162" cy="62" r="3" fill="#f472b6" />
      </g>
    </>
  );
}

function DeviceScene() {
  const bars = [
    { label: "N", h: 50 },
    { label: "P", h: 30 },
    { label: "K", h: 62 },
    { label: "Zn", h: 22 },
    { label: "pH", h: 44 },
  ];
  return (
    <>
      <rect width="320" height="200" fill="#f0fdf4" />
      <rect x="70" y="30" width="180" height="150" rx="16" fill="#14532d" />
      <rect x="86" y="46" width="148" height="96" rx="6" fill="#dcfce7" />
      {bars.map((b, i) => (
        <g key={b.label}>
          <rect x={100 + i * 26} y={128 - b.h} width="16" height={b.h} rx="2" fill="#15803d" className={pulse} style={{ animationDelay: `${i * 0.2}s` }} />
          <text x={108 + i * 26} y="139" fontSize="8" textAnchor="middle" fill="#14532d" fontFamily="sans-serif">
            {b.label}
          </text>
        </g>
      ))}
      <circle cx="160" cy="160" r="9" fill="#facc15" />
    </>
  );
}

function ReportScene() {
  return (
    <>
      <rect width="320" height="200" fill="#f0fdf4" />
      <rect x="110" y="14" width="100" height="176" rx="14" fill="#1c1917" />
      <rect x="118" y="28" width="84" height="148" rx="4" fill="#fff" />
      <rect x="126" y="38" width="68" height="10" rx="2" fill="#15803d" />
      {[58, 72, 86, 100, 114].map((y, i) => (
        <rect key={y} x="126" y={y} width={i % 2 ? 50 : 64} height="6" rx="3" fill="#d6d3d1" />
      ))}
      <circle cx="160" cy="146" r="14" fill="#16a34a" className={pulse} />
      <path d="M153 146 l5 5 l9 -10" stroke="#fff" strokeWidth="3" fill="none" strokeLinecap="round" />
      <g className={bounce}>
        <circle cx="250" cy="70" r="18" fill="#22c55e" />
        <path d="M241 80 l3 -8 a10 10 0 1 1 4 4 z" fill="#fff" />
      </g>
    </>
  );
}

export const demoScenes: ReactNode[] = [
  <SampleScene key="sample" />,
  <ReagentScene key="reagent" />,
  <DeviceScene key="device" />,
  <ReportScene key="report" />,
];
