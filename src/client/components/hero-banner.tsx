// Shared full-screen hero (spec 2.3): title, subtitle, background video or image under a dark green
// gradient, and up to two calls to action: each a link, the first possibly a click action (which wins), the second
// possibly an element of its own (an island).
import { useEffect, useRef, type ReactNode } from "react";
import { Link } from "./locale-link.tsx";
import { buttonClass, type ButtonVariant } from "./ui/button.tsx";
import { Island } from "../app/island.tsx";
import { HeroFields } from "./hero-fields.tsx";

export interface HeroBannerProps {
  title: ReactNode;
  subtitle?: ReactNode;
  ctaText?: string;
  ctaLink?: string;
  onCtaClick?: () => void;
  secondaryCtaText?: string;
  secondaryCtaLink?: string;
  /** The second call to action as an element of its own (an island, where a click needs script). */
  secondaryCta?: ReactNode;
  /** The picture behind the hero; without one, the fields drawn in the page (hero-fields.tsx). */
  imageUrl?: string;
  /** A background loop over the picture (which is its poster, so a video needs `imageUrl`). */
  videoUrl?: string;
  /** A short label above the title. */
  badge?: ReactNode;
  /** Extra content under the buttons (figures, a credit line). */
  children?: ReactNode;
}

interface CtaProps {
  text: string;
  link?: string;
  onClick?: () => void;
  variant: ButtonVariant;
}

function HeroCta({ text, link, onClick, variant }: CtaProps) {
  const className = buttonClass(variant, "lg");
  if (onClick) {
    return (
      <button type="button" className={className} onClick={onClick}>
        {text}
      </button>
    );
  }
  if (!link) return null;
  if (link.startsWith("#") || /^https?:|^mailto:|^tel:/.test(link) || link.endsWith(".pdf")) {
    return (
      // A PDF is saved, not opened in place of the page.
      <a href={link} className={className} download={link.endsWith(".pdf") ? "" : undefined}>
        {text}
      </a>
    );
  }
  return (
    <Link to={link} className={className}>
      {text}
    </Link>
  );
}

const fadeIn = "animate-hero-in motion-reduce:animate-none";

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

/**
 * A muted background loop over the hero picture. It has no autoplay attribute: it starts from script, after the page has
 * loaded, only when the visitor has not asked for reduced motion, stops if they ask for it later, and is not even
 * fetched until it starts.
 */
export function HeroVideo({ src, poster }: { src: string; poster: string }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    const query = window.matchMedia(REDUCED_MOTION);
    const follow = () => {
      if (query.matches) video.pause();
      // A browser may refuse to start media; the picture below then stays in view.
      else video.play().catch(() => {});
    };
    // The loop is decoration: it starts once the page itself has loaded, so it never competes with it.
    const start = () => {
      follow();
      query.addEventListener("change", follow);
    };
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
    return () => {
      window.removeEventListener("load", start);
      query.removeEventListener("change", follow);
    };
  }, []);
  return (
    <video
      ref={ref}
      className="absolute inset-0 -z-20 h-full w-full object-cover motion-reduce:hidden"
      muted
      loop
      playsInline
      preload="none"
      poster={poster}
      aria-hidden="true"
      data-hero-video=""
    >
      <source src={src} type="video/webm" />
    </video>
  );
}

export function HeroBanner({
  title,
  subtitle,
  ctaText,
  ctaLink,
  onCtaClick,
  secondaryCtaText,
  secondaryCtaLink,
  secondaryCta,
  imageUrl,
  videoUrl,
  badge,
  children,
}: HeroBannerProps) {
  const hasPrimary = !!ctaText && (!!onCtaClick || !!ctaLink);
  const hasSecondary = !!secondaryCta || (!!secondaryCtaText && !!secondaryCtaLink);
  return (
    <section className="relative isolate flex min-h-svh items-center overflow-hidden bg-brand-900" aria-labelledby="hero-title">
      {/* The picture is always there: it is what a visitor sees first, without JavaScript and under reduced motion. */}
      {imageUrl ? (
        <img src={imageUrl} alt="" width={1600} height={900} fetchPriority="high" className="absolute inset-0 -z-20 h-full w-full object-cover" />
      ) : (
        <HeroFields className="absolute inset-0 -z-20 h-full w-full" />
      )}
      {videoUrl && imageUrl && <Island name="hero-video" component={HeroVideo} props={{ src: videoUrl, poster: imageUrl }} />}
      <div className="absolute inset-0 -z-10 bg-gradient-to-br from-brand-950/90 via-brand-900/80 to-brand-800/60" aria-hidden="true" />
      <div className="container-page py-28 sm:py-32">
        <div className="max-w-3xl">
          {badge && (
            <p className={`${fadeIn} mb-5 inline-flex rounded-full bg-white/15 px-4 py-1.5 text-sm font-semibold text-brand-100 ring-1 ring-white/25`}>
              {badge}
            </p>
          )}
          <h1 id="hero-title" className={`${fadeIn} heading-1 text-white`}>
            {title}
          </h1>
          {subtitle && <p className={`${fadeIn} mt-6 text-lg leading-relaxed text-brand-50 [animation-delay:0.2s] sm:text-xl`}>{subtitle}</p>}
          {(hasPrimary || hasSecondary) && (
            <div className={`${fadeIn} mt-10 flex flex-col gap-4 [animation-delay:0.4s] sm:flex-row`}>
              {hasPrimary && <HeroCta text={ctaText!} link={ctaLink} onClick={onCtaClick} variant="secondary" />}
              {hasSecondary &&
                (secondaryCta ?? <HeroCta text={secondaryCtaText!} link={secondaryCtaLink} variant="outline-light" />)}
            </div>
          )}
          {children && <div className={`${fadeIn} mt-10 [animation-delay:0.4s]`}>{children}</div>}
        </div>
      </div>
    </section>
  );
}
