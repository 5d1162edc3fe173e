/** Kinds of generated image, each with its own size and layout. */
export const mediaKinds = ['product', 'thumbnail', 'channel', 'banner', 'voucher', 'logo'] as const;
export type MediaKind = (typeof mediaKinds)[number];

/** Image names are lower-case slugs, so they are safe in a URL and in a file name. */
export const mediaNamePattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The path the media routes serve an image at; stored as image URLs in the database. */
export function mediaUrl(kind: MediaKind, name: string): string {
  return `/media/${kind}/${name}.svg`;
}
