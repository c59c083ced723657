import type { BrandSettings } from '@portal/domain/brands/brand';

/**
 * Brand colours become CSS custom properties on the document root, so every CSS module
 * reads `var(--brand-primary)` and no stylesheet is generated at runtime (strict CSP).
 */
export const BRAND_VARIABLES = {
  primary: '--brand-primary',
  primaryText: '--brand-primary-text',
  accent: '--brand-accent',
  surface: '--brand-surface',
  text: '--brand-text',
  focus: '--brand-focus',
} as const satisfies Record<keyof BrandSettings['colours'], `--${string}`>;

export function applyBrandTheme(settings: BrandSettings, root: HTMLElement = document.documentElement): void {
  for (const [colour, variable] of Object.entries(BRAND_VARIABLES)) {
    root.style.setProperty(variable, settings.colours[colour as keyof typeof BRAND_VARIABLES]);
  }
  root.dataset.brand = settings.code.toLowerCase();
}

/** The same colours as a style sheet, for the page the server draws before any script runs. */
export function brandThemeCss(settings: BrandSettings): string {
  const declarations = Object.entries(BRAND_VARIABLES).map(
    ([colour, variable]) => `${variable}:${settings.colours[colour as keyof typeof BRAND_VARIABLES]}`,
  );
  return `:root{${declarations.join(';')}}`;
}
