import './quotation.css';

/** Paragraphs of a plain-text quotation (blank lines separate them). */
export function quoteParagraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

export interface QuotationProps {
  quote: string;
  author: string;
  position: string;
}

/** One quotation with its attribution; shared by Quote and Quote slider. */
export function Quotation({ quote, author, position }: QuotationProps) {
  return (
    <figure className="fc-quotation">
      <blockquote className="fc-quotation__text">
        {quoteParagraphs(quote).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </blockquote>
      {author || position ? (
        <figcaption className="fc-quotation__caption">
          {author ? <cite className="fc-quotation__author">{author}</cite> : null}
          {position ? <span className="fc-quotation__position">{position}</span> : null}
        </figcaption>
      ) : null}
    </figure>
  );
}
