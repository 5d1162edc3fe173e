const paths = {
  previous: 'M12.5 4l-6 6 6 6',
  next: 'M7.5 4l6 6-6 6',
  pause: 'M7 4v12M13 4v12',
  play: 'M6 4l10 6-10 6z',
} as const;

/** Decorative control glyphs; the buttons carry the accessible names. */
export function CarouselIcon({ name }: { name: keyof typeof paths }) {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path
        d={paths[name]}
        fill={name === 'play' ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
