// The default hero picture (fields under a morning sky), drawn in the page rather than loaded as an <img>: a browser
// makes a whole document of its own for an SVG file shown as an image, about 17 ms of the main thread on this machine
// right after the first paint (70 ms on Lighthouse's slowed phone), and it costs a request besides. Inline it is part of
// the page's own layout. It covers its box as `object-cover` would (`slice`).
export function HeroFields({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 1600 900" preserveAspectRatio="xMidYMid slice" className={className} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="hero-fields-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fde68a" />
          <stop offset="0.55" stopColor="#bbf7d0" />
          <stop offset="1" stopColor="#86efac" />
        </linearGradient>
        <linearGradient id="hero-fields-soil" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#9a5b2a" />
          <stop offset="1" stopColor="#5e361c" />
        </linearGradient>
      </defs>
      <rect width="1600" height="900" fill="url(#hero-fields-sky)" />
      <circle cx="1220" cy="210" r="95" fill="#facc15" opacity="0.9" />
      <path d="M0 430 C260 360 470 400 720 380 S1180 320 1600 390 V900 H0Z" fill="#4ade80" />
      <path d="M0 500 C300 440 560 500 860 470 S1330 420 1600 470 V900 H0Z" fill="#22c55e" />
      <path d="M0 580 C340 530 640 590 980 560 S1400 530 1600 560 V900 H0Z" fill="#16a34a" />
      <g stroke="#15803d" strokeWidth="6" strokeLinecap="round" opacity="0.7">
        <path d="M80 640 L420 600" />
        <path d="M80 670 L520 620" />
        <path d="M80 700 L620 640" />
        <path d="M700 630 L1120 600" />
        <path d="M700 660 L1220 620" />
        <path d="M700 690 L1320 640" />
      </g>
      <g fill="#166534">
        <path d="M300 560 q10 -60 0 -110 q-12 50 0 110z" />
        <path d="M330 560 q20 -50 40 -80 q-40 20 -40 80z" />
        <path d="M1040 540 q10 -60 0 -110 q-12 50 0 110z" />
        <path d="M1070 540 q20 -50 40 -80 q-40 20 -40 80z" />
      </g>
      <path d="M0 720 C400 700 900 730 1600 710 V900 H0Z" fill="url(#hero-fields-soil)" />
      <g fill="#c98f54" opacity="0.55">
        <circle cx="120" cy="790" r="9" />
        <circle cx="340" cy="830" r="6" />
        <circle cx="560" cy="780" r="8" />
        <circle cx="820" cy="840" r="7" />
        <circle cx="1060" cy="790" r="10" />
        <circle cx="1320" cy="830" r="6" />
        <circle cx="1500" cy="780" r="8" />
      </g>
      <g stroke="#ecd3b2" strokeWidth="3" fill="none" opacity="0.5">
        <path d="M300 720 q-10 40 10 80 q20 40 -5 70" />
        <path d="M1055 712 q12 50 -8 90 q-18 40 6 80" />
      </g>
    </svg>
  );
}
