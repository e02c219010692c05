import { API_PREFIX } from '@azi/shared/api/apiPrefix';
/**
 * The pictures of banners and news: small abstract SVGs made here, so the site needs no image
 * host and carries no third-party artwork. No text inside, so one picture serves all languages.
 */
type Motif = 'network' | 'bars' | 'road' | 'rings' | 'grid';

interface Artwork {
  width: number;
  height: number;
  from: string;
  to: string;
  accent: string;
  motif: Motif;
}

const BANNER = { width: 1920, height: 640 };
const CARD = { width: 800, height: 450 };

export const ARTWORK: Record<string, Artwork> = {
  'banner-platform.svg': { ...BANNER, from: '#0b3d91', to: '#1d6fe0', accent: '#7fb8ff', motif: 'network' },
  'banner-network.svg': { ...BANNER, from: '#0f4c5c', to: '#1b998b', accent: '#c5f0e8', motif: 'road' },
  'banner-investor.svg': { ...BANNER, from: '#14213d', to: '#2b4c7e', accent: '#fca311', motif: 'bars' },
  'banner-franchise.svg': { ...BANNER, from: '#7a1f1f', to: '#d1495b', accent: '#ffd6a5', motif: 'grid' },
  'media-listing.svg': { ...CARD, from: '#14213d', to: '#274690', accent: '#fca311', motif: 'bars' },
  'media-results.svg': { ...CARD, from: '#1b4332', to: '#2d6a4f', accent: '#b7e4c7', motif: 'bars' },
  'media-filing.svg': { ...CARD, from: '#22223b', to: '#4a4e69', accent: '#c9ada7', motif: 'grid' },
  'media-shares.svg': { ...CARD, from: '#3a0ca3', to: '#4361ee', accent: '#b8c0ff', motif: 'rings' },
  'media-network.svg': { ...CARD, from: '#0f4c5c', to: '#1b998b', accent: '#c5f0e8', motif: 'road' },
  'media-platform.svg': { ...CARD, from: '#0b3d91', to: '#1d6fe0', accent: '#7fb8ff', motif: 'network' },
  'media-stores.svg': { ...CARD, from: '#7a1f1f', to: '#d1495b', accent: '#ffd6a5', motif: 'grid' },
  'media-company.svg': { ...CARD, from: '#283618', to: '#606c38', accent: '#fefae0', motif: 'rings' },
};

function motifShapes({ width: w, height: h, accent, motif }: Artwork): string {
  const unit = h / 10;
  switch (motif) {
    case 'bars':
      return [3, 4, 3.5, 5.5, 5, 7]
        .map(
          (v, i) =>
            `<rect x="${w * 0.45 + i * unit * 1.3}" y="${h - unit - v * unit}" width="${unit * 0.8}" height="${v * unit}" rx="${unit * 0.15}" fill="${accent}" opacity="${0.45 + i * 0.09}"/>`,
        )
        .join('');
    case 'network': {
      const points = [
        [0.55, 0.3],
        [0.7, 0.55],
        [0.85, 0.25],
        [0.62, 0.78],
        [0.92, 0.7],
      ] as const;
      const lines = points
        .slice(1)
        .map(
          ([x, y]) =>
            `<line x1="${w * 0.7}" y1="${h * 0.55}" x2="${w * x}" y2="${h * y}" stroke="${accent}" stroke-width="${unit * 0.08}" opacity="0.6"/>`,
        );
      const dots = points.map(([x, y]) => `<circle cx="${w * x}" cy="${h * y}" r="${unit * 0.45}" fill="${accent}"/>`);
      return lines.join('') + dots.join('');
    }
    case 'road':
      return `<path d="M${w * 0.5} ${h} C ${w * 0.65} ${h * 0.6}, ${w * 0.75} ${h * 0.45}, ${w} ${h * 0.3}" stroke="${accent}" stroke-width="${unit * 1.2}" fill="none" opacity="0.5"/>
<path d="M${w * 0.5} ${h} C ${w * 0.65} ${h * 0.6}, ${w * 0.75} ${h * 0.45}, ${w} ${h * 0.3}" stroke="#ffffff" stroke-width="${unit * 0.12}" stroke-dasharray="${unit * 0.6} ${unit * 0.5}" fill="none"/>`;
    case 'rings':
      return [1, 2, 3, 4]
        .map(
          (r) =>
            `<circle cx="${w * 0.75}" cy="${h * 0.5}" r="${r * unit}" fill="none" stroke="${accent}" stroke-width="${unit * 0.15}" opacity="${1 - r * 0.18}"/>`,
        )
        .join('');
    case 'grid':
      return Array.from({ length: 12 }, (_, i) => {
        const x = w * 0.55 + (i % 4) * unit * 1.6;
        const y = h * 0.2 + Math.floor(i / 4) * unit * 2;
        return `<rect x="${x}" y="${y}" width="${unit * 1.2}" height="${unit * 1.4}" rx="${unit * 0.2}" fill="${accent}" opacity="${0.35 + (i % 3) * 0.2}"/>`;
      }).join('');
  }
}

export function renderArtwork(name: string): string | undefined {
  const art = ARTWORK[name];
  if (!art) return undefined;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${art.width} ${art.height}" width="${art.width}" height="${art.height}" role="img" aria-hidden="true">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${art.from}"/><stop offset="1" stop-color="${art.to}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>${motifShapes(art)}</svg>`;
}

export const assetUrl = (name: keyof typeof ARTWORK & string) => `${API_PREFIX}/assets/${name}`;
