// Big impact figures with their labels, as a description list so each number is read with its meaning.
export interface Figure {
  value: string;
  label: string;
}

const tones = {
  dark: { box: "bg-white/10 ring-1 ring-white/15 p-5 sm:p-6", value: "text-3xl sm:text-4xl text-harvest-400", label: "text-brand-100" },
  light: { box: "bg-white ring-1 ring-stone-200 shadow-sm p-5 sm:p-6", value: "text-3xl sm:text-4xl text-brand-800", label: "text-stone-600" },
  // Three across even on a phone, so the figures are smaller there.
  hero: { box: "bg-white/10 ring-1 ring-white/20 px-2 py-4 sm:p-6", value: "text-xl sm:text-4xl text-white", label: "text-brand-100" },
};

export function FigureGrid({ figures, tone = "dark", className = "" }: { figures: readonly Figure[]; tone?: keyof typeof tones; className?: string }) {
  const t = tones[tone];
  const cols = figures.length === 4 ? "grid-cols-2 lg:grid-cols-4" : figures.length === 3 ? "grid-cols-1 sm:grid-cols-3" : "grid-cols-2";
  return (
    <dl className={`grid gap-4 sm:gap-6 ${cols} ${className}`}>
      {figures.map((f) => (
        <div key={f.label} className={`flex flex-col-reverse rounded-2xl text-center ${t.box}`}>
          <dt className={`mt-2 text-sm font-medium sm:text-base ${t.label}`}>{f.label}</dt>
          <dd className={`font-extrabold tracking-tight whitespace-nowrap ${t.value}`}>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}
