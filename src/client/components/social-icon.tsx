// Small monochrome icons for the social networks in the footer.
export type SocialNetwork = "linkedin" | "facebook" | "twitter" | "instagram";

const paths: Record<SocialNetwork, string> = {
  linkedin:
    "M4.98 3.5a2.5 2.5 0 11-.01 5 2.5 2.5 0 01.01-5zM3 9h4v12H3zM9 9h3.8v1.7h.1c.5-1 1.8-2 3.8-2 4 0 4.8 2.6 4.8 6V21h-4v-5.6c0-1.3 0-3-1.9-3s-2.2 1.5-2.2 2.9V21H9z",
  facebook: "M14 8h3V4h-3c-2.8 0-5 2.2-5 5v2H6v4h3v7h4v-7h3l1-4h-4V9c0-.6.4-1 1-1z",
  twitter: "M4 4l6.6 8.6L4.3 20H6l5.4-6.1L16 20h4l-7-9.1L18.9 4H17.2l-5 5.6L8 4z",
  instagram:
    "M12 7.3A4.7 4.7 0 1012 16.7 4.7 4.7 0 0012 7.3zm0 7.7a3 3 0 110-6 3 3 0 010 6zm5-8.9a1.1 1.1 0 11-2.2 0 1.1 1.1 0 012.2 0zM12 4c2.2 0 2.4 0 3.3.1 2.2.1 3.3 1.1 3.4 3.4.1.9.1 1.1.1 3.3s0 2.4-.1 3.3c-.1 2.2-1.2 3.3-3.4 3.4-.9.1-1.1.1-3.3.1s-2.4 0-3.3-.1c-2.3-.1-3.3-1.2-3.4-3.4C5.2 13.2 5.2 13 5.2 10.8s0-2.4.1-3.3C5.4 5.2 6.5 4.2 8.7 4.1 9.6 4 9.8 4 12 4z",
};

export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <path d={paths[network]} />
    </svg>
  );
}
