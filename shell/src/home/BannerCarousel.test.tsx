import { act, fireEvent, screen } from '@testing-library/react';
import type { BannerItem } from '@azi/shared/api/schemas/content';
import { renderWithPage } from '@azi/shared/testing/renderWithPage';
import { BannerCarousel } from './BannerCarousel';
import { homeHeroResources } from '../text/allShellText';
import { HOME_HERO_NAMESPACE } from './homeHeroText';
import { ROTATION_INTERVAL_MS } from './useAutoRotation';

const remote = { namespace: HOME_HERO_NAMESPACE, resources: homeHeroResources };

const banner = (id: number, title: string, linkUrl = ''): BannerItem => ({
  id,
  title,
  summary: `${title} summary`,
  date: '2026-11-20',
  datePrecision: 'day',
  imageUrl: `/api-official-web/assets/banner-${id}.svg`,
  picture: null,
  linkUrl,
});

const BANNERS = [
  banner(1, 'Supply chain platform', '/service'),
  banner(2, 'Distribution network', '/introduce'),
  banner(3, 'Listed on Nasdaq'),
];

/** Lets one slide's time pass `times` times (each slide change schedules the next timer). */
function waitSlides(times: number) {
  for (let i = 0; i < times; i += 1) act(() => jest.advanceTimersByTime(ROTATION_INTERVAL_MS));
}

/** jsdom has no PointerEvent; the carousel tells a mouse from a finger by pointerType. */
class TestPointerEvent extends MouseEvent {
  readonly pointerType: string;
  constructor(type: string, init: MouseEventInit & { pointerType?: string } = {}) {
    super(type, init);
    this.pointerType = init.pointerType ?? '';
  }
}
beforeAll(() => Object.assign(window, { PointerEvent: TestPointerEvent }));

/** The slide people (and screen readers) currently see: the others are hidden from both. */
const shownPicture = () => screen.getByRole('img').getAttribute('alt');

function renderCarousel(banners = BANNERS, options: Parameters<typeof renderWithPage>[1] = {}) {
  return renderWithPage(<BannerCarousel banners={banners} />, { lang: 'en', page: 'home', remote, ...options });
}

describe('BannerCarousel', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows the first banner with its alt text and a link into the site in the page’s language', () => {
    renderCarousel(BANNERS, { lang: 'hk', layout: 'mobile' });
    expect(screen.getByRole('region', { name: '橫幅' })).toHaveAttribute('aria-roledescription', '輪播');
    expect(shownPicture()).toBe('Supply chain platform');
    expect(screen.getByRole('link', { name: /查看詳情/ })).toHaveAttribute('href', '/hk/mobile/service');
  });

  it('loads only the first picture eagerly and the others lazily, all with fixed dimensions', () => {
    const { container } = renderCarousel();
    const pictures = [...container.querySelectorAll('img')];
    expect(pictures.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
    for (const img of pictures) {
      expect(img).toHaveAttribute('width');
      expect(img).toHaveAttribute('height');
    }
    expect(pictures.map((img) => img.getAttribute('alt'))).toEqual(BANNERS.map((b) => b.title));
  });

  it('draws a library picture full width in AVIF/WebP/JPEG, the first one fetched first as the largest paint', () => {
    const picture = {
      path: '/api-official-web/pictures/abcdefghijklmnopqrstuv',
      widths: [480, 960, 1440, 1920],
      width: 2400,
      height: 800,
      alt: '物流中心',
      decorative: false,
    };
    const { container } = renderCarousel(
      [{ ...banner(1, 'Supply chain platform'), picture, imageUrl: '' }, banner(2, 'Distribution network')],
      { lang: 'zh' },
    );
    const [first, second] = [...container.querySelectorAll('img')];
    expect(first).toHaveAttribute('alt', '物流中心');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('sizes', '100vw');
    expect(first?.getAttribute('srcset')).toContain('/1920.jpg 1920w');
    expect(first?.closest('picture')?.querySelector('source[type="image/avif"]')?.getAttribute('srcset')).toContain(
      '/480.avif 480w',
    );
    expect(second).not.toHaveAttribute('fetchpriority');
    expect(second).toHaveAttribute('src', '/api-official-web/assets/banner-2.svg');
  });

  it('advances on its own, one slide per interval, and wraps around', () => {
    renderCarousel();
    waitSlides(1);
    expect(shownPicture()).toBe('Distribution network');
    waitSlides(2);
    expect(shownPicture()).toBe('Supply chain platform');
  });

  it('stops advancing when the pause button is pressed and starts again with play', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Pause automatic slide show' }));
    waitSlides(3);
    expect(shownPicture()).toBe('Supply chain platform');

    fireEvent.click(screen.getByRole('button', { name: 'Start automatic slide show' }));
    waitSlides(1);
    expect(shownPicture()).toBe('Distribution network');
  });

  it('holds still while the mouse is over it or keyboard focus is inside it', () => {
    renderCarousel();
    const carousel = screen.getByRole('region', { name: 'Highlights' });
    fireEvent.pointerEnter(carousel, { pointerType: 'mouse' });
    waitSlides(2);
    expect(shownPicture()).toBe('Supply chain platform');
    fireEvent.pointerLeave(carousel, { pointerType: 'mouse' });

    act(() => screen.getByRole('button', { name: 'Next slide' }).focus());
    waitSlides(2);
    expect(shownPicture()).toBe('Supply chain platform');

    act(() => screen.getByRole('button', { name: 'Next slide' }).blur());
    waitSlides(1);
    expect(shownPicture()).toBe('Distribution network');
  });

  it('does not rotate at all for visitors who ask for reduced motion', () => {
    const matchMedia = jest
      .fn()
      .mockReturnValue({ matches: true, addEventListener: jest.fn(), removeEventListener: jest.fn() });
    Object.defineProperty(window, 'matchMedia', { configurable: true, value: matchMedia });
    try {
      renderCarousel();
      waitSlides(3);
      expect(matchMedia).toHaveBeenCalledWith('(prefers-reduced-motion: reduce)');
      expect(shownPicture()).toBe('Supply chain platform');
      expect(screen.getByRole('button', { name: 'Start automatic slide show' })).toBeInTheDocument();
    } finally {
      Reflect.deleteProperty(window, 'matchMedia');
    }
  });

  it('moves with the previous and next buttons, the slide pickers and the arrow keys', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(shownPicture()).toBe('Listed on Nasdaq');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(shownPicture()).toBe('Supply chain platform');

    const picker = screen.getByRole('button', { name: 'Show slide 2: Distribution network' });
    fireEvent.click(picker);
    expect(shownPicture()).toBe('Distribution network');
    expect(picker).toHaveAttribute('aria-current', 'true');

    fireEvent.keyDown(picker, { key: 'ArrowRight' });
    expect(shownPicture()).toBe('Listed on Nasdaq');
    fireEvent.keyDown(picker, { key: 'ArrowLeft' });
    fireEvent.keyDown(picker, { key: 'ArrowLeft' });
    expect(shownPicture()).toBe('Supply chain platform');
  });

  it('announces slide changes only while it is not rotating by itself', () => {
    const { container } = renderCarousel();
    const slides = container.querySelector('#home-banner-slides');
    expect(slides).toHaveAttribute('aria-live', 'off');
    fireEvent.click(screen.getByRole('button', { name: 'Pause automatic slide show' }));
    expect(slides).toHaveAttribute('aria-live', 'polite');
  });

  it('shows a single banner without any controls or rotation', () => {
    renderCarousel([BANNERS[0]!]);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(shownPicture()).toBe('Supply chain platform');
  });
});
