/** The school's mark and name: an SVG drawn in the palette (no image request). */
export function Logo({ brand, compact = false }: { brand: string; compact?: boolean }) {
  const size = compact ? 28 : 34;
  return (
    <span className={`logo${compact ? ' logo--compact' : ''}`}>
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="#4338ca" />
        <path d="M8 9h16l-6 8v6l-4 2v-8z" fill="#fff" />
      </svg>
      <span className="logo__name">{brand}</span>
    </span>
  );
}
