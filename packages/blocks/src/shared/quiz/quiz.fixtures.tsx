import { useCallback, useState, type ReactNode } from 'react';
import { BlockSiteDataProvider } from '../site-data.js';
import { sampleCarModels, sampleForms, sampleOffers, samplePriceSettings } from '../site-data.fixtures.js';

/**
 * The sample site data with a router stand-in: `navigate` pushes the address on a history the
 * "Back" button pops, as the site's router and the browser's back button do.
 */
export function WithQuizRouter({ children, search = '' }: { children: ReactNode; search?: string }) {
  const [history, setHistory] = useState([search]);
  const current = history.at(-1)!;
  const navigate = useCallback((href: string) => {
    setHistory((entries) => [...entries, href.slice(href.indexOf('?') === -1 ? href.length : href.indexOf('?'))]);
  }, []);
  return (
    <>
      <BlockSiteDataProvider
        offers={sampleOffers}
        carModels={sampleCarModels}
        settings={samplePriceSettings}
        forms={sampleForms}
        pageUrl={{ path: '/quiz', search: current }}
        navigate={navigate}
      >
        {children}
      </BlockSiteDataProvider>
      <p>
        Address: <code data-testid="quiz-address">/quiz{current}</code>{' '}
        <button type="button" onClick={() => setHistory((entries) => (entries.length > 1 ? entries.slice(0, -1) : entries))}>
          Browser back
        </button>
      </p>
    </>
  );
}
