/**
 * The wordmark: a road-and-gear mark with 中驰车福 / AUTOZI, drawn in the current text colour.
 * It is an image named by `title` (the link around it takes that name); the Chinese wordmark
 * is written in the page's script (中馳車福 on hk pages).
 */
export function Logo({ className, title, wordmark }: { className?: string; title: string; wordmark: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 188 40"
      width="188"
      height="40"
      role="img"
      aria-label={title}
      focusable="false"
    >
      <g fill="none" stroke="currentColor" strokeWidth="3">
        <circle cx="20" cy="20" r="15" />
        <path d="M11 27 L20 9 L29 27" strokeLinejoin="round" />
      </g>
      <path d="M15 22 h10" stroke="#e8520e" strokeWidth="3" />
      <text x="44" y="20" fill="currentColor" fontSize="16" fontWeight="700" letterSpacing="2">
        {wordmark}
      </text>
      <text x="44" y="35" fill="currentColor" fontSize="11" letterSpacing="4.2" opacity="0.85">
        AUTOZI · AZI
      </text>
    </svg>
  );
}
