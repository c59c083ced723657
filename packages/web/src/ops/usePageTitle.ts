import { useEffect, useRef } from 'react';

/** Names the page in the tab and moves focus to its heading, so screen readers hear the new page. */
export function usePageTitle(title: string) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${title} – Operations console`;
    heading.current?.focus();
  }, [title]);
  return heading;
}
