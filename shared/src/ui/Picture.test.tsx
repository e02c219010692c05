import { render } from '@testing-library/react';
import type { PublicPicture } from '@azi/shared/api/schemas/pictures';
import { Picture } from './Picture';

const library: PublicPicture = {
  path: '/api-official-web/pictures/abcdefghijklmnopqrstuv',
  widths: [480, 960, 1200],
  width: 1200,
  height: 675,
  alt: 'The launch event',
  decorative: false,
};

describe('Picture', () => {
  it('draws a library picture as AVIF and WebP sources and a JPEG img, each with every width', () => {
    const { container } = render(
      <Picture picture={library} width={320} height={180} sizes="320px" loading="lazy" className="card" />,
    );
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((s) => [s.getAttribute('type'), s.getAttribute('sizes')])).toEqual([
      ['image/avif', '320px'],
      ['image/webp', '320px'],
    ]);
    expect(sources[0]?.getAttribute('srcset')).toBe(
      '/api-official-web/pictures/abcdefghijklmnopqrstuv/480.avif 480w, /api-official-web/pictures/abcdefghijklmnopqrstuv/960.avif 960w, /api-official-web/pictures/abcdefghijklmnopqrstuv/1200.avif 1200w',
    );
    const img = container.querySelector('picture > img');
    expect(img?.getAttribute('src')).toBe('/api-official-web/pictures/abcdefghijklmnopqrstuv/960.jpg');
    expect(img?.getAttribute('srcset')).toContain('/1200.jpg 1200w');
    expect(img).toHaveAttribute('alt', 'The launch event');
    expect(img).toHaveAttribute('width', '320');
    expect(img).toHaveAttribute('height', '180');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority');
    expect(img).toHaveClass('card');
  });

  it('gives the largest paint a high fetch priority and never loads it lazily', () => {
    const { container } = render(<Picture picture={library} width={832} height={468} sizes="832px" loading="high" />);
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('loading', 'eager');
  });

  it('says nothing of a decorative picture (empty alt)', () => {
    const { container } = render(
      <Picture
        picture={{ ...library, alt: 'ignored', decorative: true }}
        width={1}
        height={1}
        sizes="1px"
        loading="eager"
      />,
    );
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('draws an older single file as before, then the placeholder, then nothing', () => {
    const older = render(
      <Picture
        picture={null}
        src="/api-official-web/assets/news-1.svg"
        srcAlt="Title"
        width={320}
        height={180}
        sizes="320px"
        loading="eager"
      />,
    );
    expect(older.container.querySelector('picture')).toBeNull();
    expect(older.container.querySelector('img')).toHaveAttribute('src', '/api-official-web/assets/news-1.svg');
    expect(older.container.querySelector('img')).toHaveAttribute('alt', 'Title');
    const placeholder = render(
      <Picture
        picture={undefined}
        src=""
        srcAlt="Title"
        placeholder="/p.svg"
        width={320}
        height={180}
        sizes="320px"
        loading="eager"
      />,
    );
    expect(placeholder.container.querySelector('img')).toHaveAttribute('src', '/p.svg');
    expect(placeholder.container.querySelector('img')).toHaveAttribute('alt', '');
    expect(
      render(<Picture picture={null} width={1} height={1} sizes="1px" loading="eager" />).container.innerHTML,
    ).toBe('');
  });
});
