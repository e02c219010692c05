/**
 * What an upload becomes: its bytes are read by sharp (never trusted for their name or declared
 * type), turned upright by their EXIF orientation, and encoded again as AVIF, WebP and JPEG at the
 * library's widths, none wider than the upload. Re-encoding keeps no metadata (sharp writes none
 * unless asked): EXIF, GPS, XMP and comments of the upload are gone, and the upload is not kept.
 */
import {
  PICTURE_FORMATS,
  PICTURE_INPUT_FORMATS,
  PICTURE_MAX_PIXELS,
  PICTURE_WIDTHS,
  type PictureFormat,
} from '@azi/shared/api/schemas/pictures';
import sharp from 'sharp';

type Pipeline = ReturnType<typeof sharp>;
type Metadata = Awaited<ReturnType<Pipeline['metadata']>>;

export { PICTURE_MAX_PIXELS };

export interface PictureVariant {
  format: PictureFormat;
  width: number;
  height: number;
  data: Buffer;
}

export interface ProcessedPicture {
  /** The upload's format, as its bytes say. */
  source: (typeof PICTURE_INPUT_FORMATS)[number];
  width: number;
  height: number;
  widths: number[];
  variants: PictureVariant[];
}

/** Why bytes are not a picture we take: not a picture at all, another format, or too many pixels. */
export class NotAPictureError extends Error {
  constructor(readonly reason: 'notPicture' | 'format' | 'tooManyPixels') {
    super(reason);
  }
}

/** The widths to make for a picture this wide: the library's below it, then its own (at most the largest). */
export function variantWidths(originalWidth: number): number[] {
  const largest = Math.min(originalWidth, PICTURE_WIDTHS[PICTURE_WIDTHS.length - 1] ?? originalWidth);
  return [...PICTURE_WIDTHS.filter((width) => width < largest), largest];
}

/** Reads what the bytes are; throws NotAPictureError for anything but a JPEG, PNG or WebP picture. */
export async function inspectPicture(
  data: Buffer,
): Promise<{ source: ProcessedPicture['source']; width: number; height: number }> {
  let meta: Metadata;
  try {
    // The header alone is read here (no pixel limit, so a too-large picture gets its own answer).
    meta = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    throw new NotAPictureError('notPicture');
  }
  const source = PICTURE_INPUT_FORMATS.find((format) => format === meta.format);
  if (!source) throw new NotAPictureError(meta.format ? 'format' : 'notPicture');
  if (!meta.width || !meta.height) throw new NotAPictureError('notPicture');
  if (meta.width * meta.height > PICTURE_MAX_PIXELS) throw new NotAPictureError('tooManyPixels');
  // Orientations 5 to 8 turn the picture a quarter: its upright size swaps width and height.
  const quarterTurn = (meta.orientation ?? 1) >= 5;
  return { source, width: quarterTurn ? meta.height : meta.width, height: quarterTurn ? meta.width : meta.height };
}

function encode(pipeline: Pipeline, format: PictureFormat): Pipeline {
  // Qualities chosen for photographs at these widths; AVIF's effort 3 keeps an upload of four
  // widths within a few seconds on two cores.
  if (format === 'avif') return pipeline.avif({ quality: 50, effort: 3 });
  if (format === 'webp') return pipeline.webp({ quality: 75, effort: 4 });
  return pipeline.jpeg({ quality: 78, mozjpeg: true, progressive: true });
}

/** Every variant of an upload (throws NotAPictureError when the bytes are not one we take). */
export async function processPicture(data: Buffer): Promise<ProcessedPicture> {
  const { source, width, height } = await inspectPicture(data);
  const upright = sharp(data, { limitInputPixels: PICTURE_MAX_PIXELS })
    .rotate()
    .toColourspace('srgb')
    // A transparent PNG on a JPEG would turn black: pictures sit on white pages.
    .flatten({ background: '#ffffff' });
  const widths = variantWidths(width);
  const variants: PictureVariant[] = [];
  for (const target of widths) {
    const resized = upright.clone().resize({ width: target, withoutEnlargement: true });
    for (const { format } of PICTURE_FORMATS) {
      const { data: bytes, info } = await encode(resized.clone(), format).toBuffer({ resolveWithObject: true });
      variants.push({ format, width: info.width, height: info.height, data: bytes });
    }
  }
  return { source, width, height, widths, variants };
}
