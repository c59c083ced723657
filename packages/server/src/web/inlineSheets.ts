/** The shell's own style sheet links, which a drawn page replaces by the same rules inline. */
export const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g;

/**
 * Tells the app's loader which sheets a drawn page already holds inline, without fetching them:
 * a disabled sheet is neither fetched nor applied (HTML's link element), and the loader (Vite's
 * preload helper) links a lazily loaded chunk's sheets unless the page has a stylesheet link to
 * each. Without these a drawn page fetched every sheet it held inline again as its scripts
 * loaded, and restyled itself once for each (bench/README.md, session 22).
 */
export const inlineSheetLinks = (sheets: readonly string[]) =>
  sheets.map((sheet) => `<link rel="stylesheet" href="/${sheet}" disabled>`).join('');
