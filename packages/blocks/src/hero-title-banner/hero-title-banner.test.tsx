import { imageSrcSet, OPEN_VIDEO_EVENT, type VideoRequest } from '@forecourt/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { validateBlockData } from '../contract/index.js';
import { fixture } from '../fixture.js';
import { bannerWidths, HeroTitleBanner } from './hero-title-banner.js';
import {
  heroTitleBannerFixture,
  heroTitleBannerWithVideoFixture,
} from './hero-title-banner.fixtures.js';
import { heroTitleBannerTemplate } from './hero-title-banner.schema.js';

describe('bannerWidths', () => {
  it('should offer the allowed widths up to the image width', () => {
    expect(bannerWidths('1600x900')).toEqual([320, 430, 720, 1180, 1600]);
    expect(bannerWidths('900x586')).toEqual([320, 430, 720]);
    expect(bannerWidths('650x277')).toEqual([320, 430]);
  });

  it('should start at the given width', () => {
    expect(bannerWidths('1600x900', 720)).toEqual([720, 1180, 1600]);
    expect(bannerWidths('650x277', 720)).toEqual([720]);
  });
});

describe('HeroTitleBanner', () => {
  describe('given an image, a mobile image, text and buttons', () => {
    it('should render the heading at header_tag level with its paragraph', () => {
      render(<HeroTitleBanner data={heroTitleBannerFixture} locale="en" mode="public" />);
      expect(
        screen.getByRole('heading', { level: 1, name: 'Build your career with us' }),
      ).toBeInTheDocument();
      expect(
        screen.getByText('Applications for the autumn intake are open until 30 June.'),
      ).toBeInTheDocument();
    });

    it('should serve the mobile image below 741 px and the wide image above', () => {
      const { container } = render(
        <HeroTitleBanner data={heroTitleBannerFixture} locale="en" mode="public" />,
      );
      const source = container.querySelector('picture source')!;
      expect(source).toHaveAttribute('media', '(max-width: 740.98px)');
      expect(source).toHaveAttribute('srcset', imageSrcSet('workshop-portrait', [320, 430, 720]));
      const image = screen.getByRole('img', { name: 'Technicians at work in a bright workshop' });
      expect(image).toHaveAttribute('srcset', imageSrcSet('workshop-wide', [720, 1180, 1600]));
      expect(image).toHaveAttribute('src', '/api/v1/image/workshop-wide/w/1600');
      expect(image).toHaveAttribute('width', '1600');
      expect(image).toHaveAttribute('height', '900');
    });

    it('should render each button by its type', () => {
      render(<HeroTitleBanner data={heroTitleBannerFixture} locale="pl" mode="public" />);
      expect(screen.getByRole('button', { name: 'Aplikuj teraz' })).toHaveAttribute(
        'data-form-id',
        'apprenticeship-application',
      );
      expect(screen.getByRole('link', { name: /Pobierz broszurę/ })).toHaveAttribute(
        'href',
        '/media/programme-brochure.pdf',
      );
    });

    it('should reflect height, image focus, box position and box colour', () => {
      const { container } = render(
        <HeroTitleBanner data={heroTitleBannerFixture} locale="en" mode="public" />,
      );
      expect(container.querySelector('section')).toHaveClass(
        'fc-hero-banner--tall',
        'fc-hero-banner--image-center',
        'fc-hero-banner--box-left',
      );
      expect(container.querySelector('.fc-hero-banner__box')).toHaveClass('fc-surface--dark-theme');
    });
  });

  describe('given no mobile image and header_tag 2', () => {
    it('should use the wide image everywhere and an h2', () => {
      const data = fixture(heroTitleBannerTemplate, {
        ...heroTitleBannerFixture.fields,
        mobilebg: undefined,
        header_tag: '2',
        height: 'short',
        boxposition: 'right',
      });
      const { container } = render(<HeroTitleBanner data={data} locale="en" mode="public" />);
      expect(container.querySelector('picture source')).toBeNull();
      expect(screen.getByRole('img')).toHaveAttribute(
        'srcset',
        imageSrcSet('workshop-wide', [320, 430, 720, 1180, 1600]),
      );
      expect(screen.getByRole('heading', { level: 2 })).toBeInTheDocument();
      expect(container.querySelector('section')).toHaveClass(
        'fc-hero-banner--short',
        'fc-hero-banner--box-right',
      );
    });
  });
});

describe('HeroTitleBanner video', () => {
  const onOpenVideo = vi.fn<(request: VideoRequest) => void>();
  const listener = (event: Event) => onOpenVideo((event as CustomEvent<VideoRequest>).detail);
  afterEach(() => {
    document.removeEventListener(OPEN_VIDEO_EVENT, listener);
    onOpenVideo.mockReset();
  });

  describe('given a yt video and a play label', () => {
    it('should ask the video modal to play it, titled by the heading, when the play button is clicked', async () => {
      document.addEventListener(OPEN_VIDEO_EVENT, listener);
      render(<HeroTitleBanner data={heroTitleBannerWithVideoFixture} locale="en" mode="public" />);
      const play = screen.getByRole('button', { name: 'Watch the film' });
      expect(play).toHaveAttribute('aria-haspopup', 'dialog');
      await userEvent.click(play);
      expect(onOpenVideo).toHaveBeenCalledExactlyOnceWith({
        src: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        title: 'Build your career with us',
      });
    });

    it('should label the button in the page language', () => {
      render(<HeroTitleBanner data={heroTitleBannerWithVideoFixture} locale="pl" mode="public" />);
      expect(screen.getByRole('button', { name: 'Obejrzyj film' })).toBeInTheDocument();
    });
  });

  describe('given a video file without a play label or other buttons', () => {
    it("should show a 'Play video' button", async () => {
      document.addEventListener(OPEN_VIDEO_EVENT, listener);
      const data = fixture(heroTitleBannerTemplate, {
        ...heroTitleBannerFixture.fields,
        'rdx-buttons': undefined,
        yt: '/media/workshop-tour.mp4',
      });
      render(<HeroTitleBanner data={data} locale="pl" mode="public" />);
      expect(screen.queryByRole('link')).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Odtwórz film' }));
      expect(onOpenVideo).toHaveBeenCalledWith({
        src: '/media/workshop-tour.mp4',
        title: 'Zbuduj z nami swoją karierę',
      });
    });
  });

  describe('given no video', () => {
    it('should show no play button', () => {
      render(<HeroTitleBanner data={heroTitleBannerFixture} locale="en" mode="public" />);
      expect(screen.queryByRole('button', { name: /Play video|Watch/ })).not.toBeInTheDocument();
    });
  });

  describe('validating yt', () => {
    const issuesFor = (yt: string) =>
      validateBlockData(
        heroTitleBannerTemplate,
        fixture(heroTitleBannerTemplate, { ...heroTitleBannerFixture.fields, yt }),
        { locales: ['en', 'pl'] },
      ).filter((issue) => issue.path.includes('yt'));

    it('should accept YouTube ids and links, http(s) links and site paths', () => {
      for (const yt of [
        'dQw4w9WgXcQ',
        'https://youtu.be/dQw4w9WgXcQ',
        'https://cdn.example.com/a.mp4',
        '/media/a.mp4',
      ]) {
        expect(issuesFor(yt), yt).toEqual([]);
      }
    });

    it('should refuse other schemes and protocol-relative links', () => {
      for (const yt of [
        'javascript:alert(1)',
        '//evil.example/a.mp4',
        'data:video/mp4;base64,AAAA',
      ]) {
        expect(
          issuesFor(yt).map((issue) => issue.rule),
          yt,
        ).toEqual(['pattern']);
      }
    });
  });
});
