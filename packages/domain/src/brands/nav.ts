import type { NavItem } from './brand.ts';

/**
 * The header's navigation lists: products, get a quote,
 * retrieve your quote, claims, help. Every brand links to its own external site, so the
 * lists are built from the brand's placeholder base address.
 */
export function brandNav(base: string, products: { label: string; slug: string }[]): NavItem[] {
  const each = (section: string) =>
    products.map(({ label, slug }) => ({ label, href: `${base}/${section}/${slug}` }));
  return [
    { label: 'Products', href: `${base}/products`, children: each('products') },
    { label: 'Get a quote', href: `${base}/quote`, children: each('quote') },
    { label: 'Retrieve your quote', href: `${base}/retrieve-quote`, children: each('retrieve-quote') },
    { label: 'Claims', href: `${base}/claims`, children: each('claims') },
    {
      label: 'Help',
      href: `${base}/help`,
      children: [
        { label: 'Contact us', href: `${base}/contact` },
        { label: 'Frequently asked questions', href: `${base}/help/faq` },
        { label: 'Complaints', href: `${base}/help/complaints` },
      ],
    },
  ];
}

/** Placeholder external links that say plainly where they would go. */
export function brandLinks(base: string) {
  return {
    home: `${base}/`,
    signIn: `${base}/sign-in`,
    myAccount: `${base}/my-account`,
    carCover: `${base}/car-insurance`,
    contact: `${base}/contact`,
    fallback: `${base}/`,
  };
}
