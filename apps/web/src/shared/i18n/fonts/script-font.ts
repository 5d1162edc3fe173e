/**
 * Adds the font a language's script needs, shipped with the app (no font from elsewhere: the CSP says
 * font-src 'self'), when that language's catalogue chunk loads: a face added to the document is fetched
 * only once text in its unicode range is drawn, and Latin text keeps the system font. Added from script
 * rather than a style sheet because the build writes one style sheet for every page, and this face
 * must not be in it: the language switcher's own names in Sinhala and Tamil would fetch both fonts on
 * every English page. The family is the one global.css already names for the script.
 */
export function addScriptFont(family: string, url: string, unicodeRange: string): void {
  if (typeof document === 'undefined' || typeof FontFace !== 'function') return;
  const face = new FontFace(family, `url("${url}") format("woff2-variations")`, {
    style: 'normal',
    weight: '100 900',
    display: 'swap',
    unicodeRange,
  });
  document.fonts.add(face);
}
