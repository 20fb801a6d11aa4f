import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixture } from '../fixture.js';
import { Quote } from './quote.js';
import { quoteFixture } from './quote.fixtures.js';
import { quoteTemplate } from './quote.schema.js';

describe('Quote', () => {
  describe('given a quote with author and position', () => {
    it('should render a blockquote with a caption naming the author', () => {
      const { container } = render(<Quote data={quoteFixture} locale="en" mode="public" />);
      expect(container.querySelector('blockquote')).toHaveTextContent(
        /^After three months I was diagnosing/,
      );
      const caption = container.querySelector('figcaption')!;
      expect(caption).toHaveTextContent('Katarzyna Nowak');
      expect(caption).toHaveTextContent('Service technician, Kraków');
      expect(container.querySelector('section')).toHaveClass('fc-surface--light-theme');
    });

    it('should render the Polish text for locale pl', () => {
      render(<Quote data={quoteFixture} locale="pl" mode="public" />);
      expect(screen.getByText(/samodzielnie diagnozowałam napędy hybrydowe/)).toBeInTheDocument();
      expect(screen.getByText('Technik serwisowy, Kraków')).toBeInTheDocument();
    });
  });

  describe('given a quote of several paragraphs and no author', () => {
    it('should render one paragraph each and no caption', () => {
      const data = fixture(quoteTemplate, { quote: { en: 'First thought.\n\nSecond thought.' } });
      const { container } = render(<Quote data={data} locale="en" mode="public" />);
      expect(container.querySelectorAll('blockquote p')).toHaveLength(2);
      expect(container.querySelector('figcaption')).toBeNull();
    });
  });
});
