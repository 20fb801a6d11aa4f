import { useEffect } from 'react';

/** Sets the tab title of a screen: "<screen> · Forecourt CMS". */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · Forecourt CMS`;
  }, [title]);
}
