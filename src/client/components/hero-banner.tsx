// Shared full-screen hero (spec 2.3): title, subtitle, background video or image under a dark green
// gradient, and up to two calls to action, each a link or a click action (the click action wins).
import type { ReactNode } from "react";
import { Link } from "react-router";
import defaultImage from "../assets/hero-fields.svg";
import { buttonClass, type ButtonVariant } from "./ui/button.tsx";

export interface HeroBannerProps {
  title: ReactNode;
  subtitle?: ReactNode;
  ctaText?: string;
  ctaLink?: string;
  onCtaClick?: () => void;
  secondaryCtaText?: string;
  secondaryCtaLink?: string;
  onSecondaryCtaClick?: () => void;
  imageUrl?: string;
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

export function HeroBanner({
  title,
  subtitle,
  ctaText,
  ctaLink,
  onCtaClick,
  secondaryCtaText,
  secondaryCtaLink,
  onSecondaryCtaClick,
  imageUrl = defaultImage,
  videoUrl,
  badge,
  children,
}: HeroBannerProps) {
  const hasPrimary = !!ctaText && (!!onCtaClick || !!ctaLink);
  const hasSecondary = !!secondaryCtaText && (!!onSecondaryCtaClick || !!secondaryCtaLink);
  return (
    <section className="relative isolate flex min-h-svh items-center overflow-hidden bg-brand-900" aria-labelledby="hero-title">
      {videoUrl ? (
        <video
          className="absolute inset-0 -z-20 h-full w-full object-cover"
          autoPlay
          muted
          loop
          playsInline
          poster={imageUrl}
          aria-hidden="true"
        >
          <source src={videoUrl} />
        </video>
      ) : (
        <img
          src={imageUrl}
          alt=""
          width={1600}
          height={900}
          fetchPriority="high"
          className="absolute inset-0 -z-20 h-full w-full object-cover"
        />
      )}
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
              {hasSecondary && (
                <HeroCta text={secondaryCtaText!} link={secondaryCtaLink} onClick={onSecondaryCtaClick} variant="outline-light" />
              )}
            </div>
          )}
          {children && <div className={`${fadeIn} mt-10 [animation-delay:0.4s]`}>{children}</div>}
        </div>
      </div>
    </section>
  );
}
