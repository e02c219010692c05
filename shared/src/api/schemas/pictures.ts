/**
 * Pictures of the library (issue 22), as the API, the console and the pages share them: the limits
 * of an upload and of its words, the widths variants are made at, and how a page turns the
 * picture a content answer carries into the addresses of its AVIF, WebP and JPEG variants.
 */
import { API_PREFIX } from '@azi/shared/api/apiPrefix';
import type { Lang } from '@azi/shared/i18n/languages';

/** The largest upload taken (bytes). */
export const PICTURE_MAX_BYTES = 10 * 1024 * 1024;
/**
 * A decoded picture larger than this many pixels is refused (a small file can decode to
 * gigabytes, and encoding costs grow with pixels): a 48-megapixel phone photo still passes. The
 * console states it.
 */
export const PICTURE_MAX_PIXELS = 50_000_000;
/** The widths variants are made at; none wider than the upload (whose own width is the largest). */
export const PICTURE_WIDTHS = [480, 960, 1440, 1920] as const;
/** The longest alternative text per language (a sentence or two; longer belongs in the article). */
export const PICTURE_ALT_MAX = 300;
/** The pictures accepted, by what their bytes are (never by name or declared type). */
export const PICTURE_INPUT_FORMATS = ['jpeg', 'png', 'webp'] as const;
/** The variants made of each picture, best first: a browser takes the first it can show. */
export const PICTURE_FORMATS = [
  { format: 'avif', extension: 'avif', type: 'image/avif' },
  { format: 'webp', extension: 'webp', type: 'image/webp' },
  { format: 'jpeg', extension: 'jpg', type: 'image/jpeg' },
] as const;
export type PictureFormat = (typeof PICTURE_FORMATS)[number]['format'];

/** Where the variants of one picture are served (one folder per picture key). */
export const PICTURE_PATH = `${API_PREFIX}/pictures/`;

/** A library picture as the public content answers carry it: all a page needs to draw it. */
export interface PublicPicture {
  /** Address of the picture's variants: `<path>/<width>.<avif|webp|jpg>`. */
  path: string;
  /** The widths its variants exist at, smallest first. */
  widths: number[];
  /** The upload's own size (after turning it upright). */
  width: number;
  height: number;
  /** In the answer's language; '' for a decorative picture. */
  alt: string;
  decorative: boolean;
}

export const pictureVariantUrl = (picture: Pick<PublicPicture, 'path'>, width: number, extension: string) =>
  `${picture.path}/${width}.${extension}`;

/** The width of the one JPEG for where no srcset applies (img src, feeds): the first at least 960 wide, or the largest. */
export function pictureFallbackWidth(widths: readonly number[]): number {
  return widths.find((width) => width >= 960) ?? widths[widths.length - 1] ?? 0;
}

/** `srcset` of one format: each width with its `w` descriptor. */
export function pictureSrcset(picture: Pick<PublicPicture, 'path' | 'widths'>, extension: string): string {
  return picture.widths.map((width) => `${pictureVariantUrl(picture, width, extension)} ${width}w`).join(', ');
}

/** JSON schema of a PublicPicture (or null: no library picture) in the content answers. */
export const publicPictureSchema = {
  type: ['object', 'null'],
  required: ['path', 'widths', 'width', 'height', 'alt', 'decorative'],
  properties: {
    path: { type: 'string' },
    widths: { type: 'array', items: { type: 'integer' } },
    width: { type: 'integer' },
    height: { type: 'integer' },
    alt: { type: 'string' },
    decorative: { type: 'boolean' },
  },
} as const;

/** Where a library picture is used: a press release (media) or a banner. */
export interface PictureUse {
  kind: 'media' | 'banner';
  id: number;
  /** In Simplified Chinese, or the first language that has one. */
  title: string;
  status: string;
}

/** A library picture as the console's routes answer it (GET /admin/pictures…). */
export interface LibraryPicture {
  id: number;
  key: string;
  /** Where the variants are: `<path>/<width>.<avif|webp|jpg>`. */
  path: string;
  fileName: string;
  width: number;
  height: number;
  widths: number[];
  /** All its variants together. */
  byteSize: number;
  alt: Record<Lang, string>;
  decorative: boolean;
  /** Words in every language, or marked decorative: only then may content use it. */
  ready: boolean;
  uploadedBy: string;
  createdAt: string;
  updatedAt: string;
  usedBy: PictureUse[];
}
