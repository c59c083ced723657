/** The start page, loaded lazily like every other page: the demo hub, or a brand's own start. */
export { BrandStartPage } from './BrandStartPage.tsx';
export { HubPage } from './HubPage.tsx';
