import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/**
 * A whole server page from a React element: React escapes every value it writes, so no page
 * builds HTML from strings. Static markup only (no hydration); pages carry no inline script.
 */
export const renderPage = (page: ReactElement): string => `<!doctype html>\n${renderToStaticMarkup(page)}`;
