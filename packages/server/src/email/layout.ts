import type { BrandSettings } from '@portal/domain/brands/brand';
import { describeHours } from '@portal/domain/hours';
import { hoursHeading } from '@portal/domain/hoursCopy';
import { escapeHtml } from '../html/escapeHtml.ts';

export interface EmailContent {
  heading: string;
  paragraphs: readonly string[];
  /** A call to action, e.g. the quote link. */
  action?: { label: string; href: string };
}

/**
 * The brand frame every email shares: brand name and colours, the content, then how to reach us.
 * Table layout and inline styles because mail clients ignore most CSS.
 */
export function renderEmail(brand: BrandSettings, content: EmailContent): { html: string; text: string } {
  // The phone lines' hours, labelled as such: the same set the portal's call panels show.
  const hours = [
    `${hoursHeading('openHours')}:`,
    ...describeHours(brand.hours.openHours).map((line) => `${line.days}: ${line.times}`),
  ];
  const { primary, primaryText, text: textColour } = brand.colours;
  const paragraphs = content.paragraphs
    .map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`)
    .join('');
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.href)}" style="background:${primary};color:${primaryText};padding:12px 20px;text-decoration:none;font-weight:bold;display:inline-block">${escapeHtml(content.action.label)}</a></p>`
    : '';
  const html = `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>${escapeHtml(content.heading)}</title></head>
<body style="margin:0;background:#f3f2f1;font-family:Arial,sans-serif;color:${textColour}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#fff">
<tr><td style="background:${primary};color:${primaryText};padding:20px 24px;font-size:22px;font-weight:bold">${escapeHtml(brand.displayName)}</td></tr>
<tr><td style="padding:24px"><h1 style="font-size:24px;margin:0 0 16px">${escapeHtml(content.heading)}</h1>${paragraphs}${action}
<p style="margin:24px 0 0;font-size:14px">Questions? Call us on ${escapeHtml(brand.phones.amendments)}.<br>${hours.map(escapeHtml).join('<br>')}</p>
</td></tr></table></td></tr></table></body></html>`;
  const text = [
    brand.displayName,
    '',
    content.heading,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.href}`, ''] : []),
    `Questions? Call us on ${brand.phones.amendments}.`,
    ...hours,
  ].join('\n');
  return { html, text };
}
