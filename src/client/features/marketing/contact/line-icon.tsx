// Simple line icons for the marketing pages, drawn in currentColor so they take the text colour around them.

const paths = {
  mail: "M5 5h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zM3 7l9 6 9-6",
  phone: "M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z",
  clock: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 2",
  pin: "M12 21s-7-6.2-7-12a7 7 0 0 1 14 0c0 5.8-7 12-7 12zM12 6.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z",
  person: "M12 4a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM4 21a8 8 0 0 1 16 0",
  people: "M9 4.5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7zM2 20a7 7 0 0 1 14 0M17 6.5a2.5 2.5 0 1 1 0 5M18 14.5a5 5 0 0 1 4 5.5",
  megaphone: "M3 10v4h4l9 5V5l-9 5H3zM19 9a4 4 0 0 1 0 6",
  leaf: "M5 19c0-9 6-14 15-14 0 9-5 15-14 15zM5 19l8-8",
  sprout: "M12 21v-9M12 12c0-4-3-6-7-6 0 4 3 6 7 6zM12 10c0-4 3-6 7-6 0 4-3 6-7 6z",
  flask: "M9 3h6M10 3v6l-5 9a2 2 0 0 0 1.8 3h10.4a2 2 0 0 0 1.8-3l-5-9V3M7.5 15h9",
  chart: "M4 20V10M10 20V4M16 20v-7M2 20h20",
  shield: "M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM8.5 12l2.5 2.5 4.5-5",
  chat: "M4 20l1.5-4A8 8 0 1 1 8 19zM9 11h.01M12 11h.01M15 11h.01",
  download: "M12 4v11M7 10l5 5 5-5M5 20h14",
  drop: "M12 3s6 7 6 11a6 6 0 0 1-12 0c0-4 6-11 6-11z",
  graduation: "M2 9l10-5 10 5-10 5zM6 11v5c3 2 9 2 12 0v-5M22 9v5",
  store: "M3 9l2-5h14l2 5zM4 9v11h16V9M9 20v-6h6v6",
  map: "M9 4L3 6v14l6-2 6 2 6-2V4l-6 2zM9 4v14M15 6v14",
  phoneScreen: "M9 2h6a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H9a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zM11 18h2",
  sparkle: "M12 3l2 5 5 2-5 2-2 5-2-5-5-2 5-2zM19 16l.8 2 2 .8-2 .8-.8 2-.8-2-2-.8 2-.8z",
  truck: "M2 6h12v10H2zM14 10h4l3 3v3h-7M6 17.5a1.5 1.5 0 1 0 0 .01M17 17.5a1.5 1.5 0 1 0 0 .01",
  heart: "M12 20s-8-5-8-11a4.5 4.5 0 0 1 8-2.8A4.5 4.5 0 0 1 20 9c0 6-8 11-8 11z",
  building: "M4 21V5l8-3 8 3v16zM9 21v-5h6v5M8 9h.01M12 9h.01M16 9h.01M8 13h.01M12 13h.01M16 13h.01",
  book: "M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2zM4 21a2 2 0 0 1 2-2h13",
  target: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10zM12 11.5v1",
  rupee: "M7 4h10M7 8.5h10M7 4h3a4.5 4.5 0 0 1 0 9H7l7 7",
  check: "M5 12.5l4.5 4.5L19 7",
  play: "M8 5v14l11-7z",
  satellite: "M13 7l4 4-6 6-4-4zM17 3l4 4-2 2-4-4zM5 15l4 4-2 2-4-4zM14 20a6 6 0 0 0 6-6",
} as const;

export type IconName = keyof typeof paths;

export function LineIcon({ name, className = "h-6 w-6" }: { name: IconName; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={paths[name]} />
    </svg>
  );
}

/** An icon in a soft green circle, the badge used on the feature cards. */
export function IconBadge({ name, tone = "brand" }: { name: IconName; tone?: "brand" | "soil" | "light" }) {
  const tones = {
    brand: "bg-brand-100 text-brand-800",
    soil: "bg-soil-100 text-soil-700",
    light: "bg-white/15 text-brand-100",
  };
  return (
    <span className={`inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-xl ${tones[tone]}`}>
      <LineIcon name={name} />
    </span>
  );
}
