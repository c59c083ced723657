import type { BrandSettings } from '@portal/domain/brands/brand';
import { type ContactLine, callOurLine, contactLine } from '@portal/domain/brands/contactLines';
import { describeHours } from '@portal/domain/hours';
import { hoursHeading } from '@portal/domain/hoursCopy';
import { Body, Button, Container, Head, Heading, Html, Link, Section, Text } from '@react-email/components';
import { Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

export interface EmailContent {
  heading: string;
  paragraphs: readonly string[];
  /** A call to action, e.g. the quote link. */
  action?: { label: string; href: string };
  /** Further links under the action, each on its own line (a version's other documents). */
  links?: readonly { label: string; href: string }[];
}

/** The doctype React Email writes: mail clients render the frame's tables in this mode. */
const DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/** The line's hours, labelled as such: the same set the portal's call panels show for it. */
const hoursLines = (brand: BrandSettings, line: ContactLine) => [
  `${hoursHeading(line.hours)}:`,
  ...describeHours(brand.hours[line.hours]).map((row) => `${row.days}: ${row.times}`),
];

/** The brand's band at the top of every email: its name on its colours. */
function BrandHeader({ brand }: { brand: BrandSettings }) {
  const { primary, primaryText } = brand.colours;
  return (
    <Section style={{ background: primary, color: primaryText, padding: '20px 24px' }}>
      <Text style={{ margin: 0, fontSize: '22px', fontWeight: 'bold', color: primaryText }}>
        {brand.displayName}
      </Text>
    </Section>
  );
}

/** The call to action in the brand's colours. */
function ActionButton({
  brand,
  action,
}: {
  brand: BrandSettings;
  action: NonNullable<EmailContent['action']>;
}) {
  const { primary, primaryText } = brand.colours;
  return (
    <Section style={{ margin: '24px 0' }}>
      <Button
        href={action.href}
        style={{ background: primary, color: primaryText, padding: '12px 20px', fontWeight: 'bold' }}
      >
        {action.label}
      </Button>
    </Section>
  );
}

/** How to reach us: the line that answers about this email and its hours, at the foot of every email. */
function ContactFooter({ brand, line }: { brand: BrandSettings; line: ContactLine }) {
  return (
    <Text style={{ margin: '24px 0 0', fontSize: '14px' }}>
      Questions? {callOurLine(line)}.
      {hoursLines(brand, line).map((row) => (
        <Fragment key={row}>
          <br />
          {row}
        </Fragment>
      ))}
    </Text>
  );
}

/** The brand frame every email shares: brand name and colours, the content, then how to reach us. */
function BrandEmail({
  brand,
  content,
  line,
}: {
  brand: BrandSettings;
  content: EmailContent;
  line: ContactLine;
}) {
  return (
    <Html lang="en-GB">
      <Head>
        <title>{content.heading}</title>
      </Head>
      <Body
        style={{
          margin: 0,
          background: '#f3f2f1',
          fontFamily: 'Arial,sans-serif',
          color: brand.colours.text,
        }}
      >
        <Container style={{ maxWidth: '600px', background: '#fff' }}>
          <BrandHeader brand={brand} />
          <Section style={{ padding: '24px' }}>
            <Heading as="h1" style={{ fontSize: '24px', margin: '0 0 16px' }}>
              {content.heading}
            </Heading>
            {content.paragraphs.map((paragraph, index) => (
              // Paragraphs may repeat (a blank line, a sign-off): their place is their key.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed once rendered
              <Text key={index} style={{ margin: '0 0 16px', fontSize: '16px' }}>
                {paragraph}
              </Text>
            ))}
            {content.action && <ActionButton brand={brand} action={content.action} />}
            {content.links?.map((link) => (
              <Text key={link.href} style={{ margin: '0 0 16px', fontSize: '16px' }}>
                <Link href={link.href} style={{ color: brand.colours.primary, textDecoration: 'underline' }}>
                  {link.label}
                </Link>
              </Text>
            ))}
            <ContactFooter brand={brand} line={line} />
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

/**
 * An email in the brand's frame, as HTML (React Email's components, which lay out with tables and
 * inline styles as mail clients need; React escapes every value) and as plain text.
 */
export function renderEmail(
  brand: BrandSettings,
  content: EmailContent,
  /** The line that answers about this email: the policy's product and partner decide (contactLines.ts). */
  line: ContactLine = contactLine(brand.code, 'amendments'),
): { html: string; text: string } {
  const html = `${DOCTYPE}${renderToStaticMarkup(<BrandEmail brand={brand} content={content} line={line} />)}`;
  const text = [
    brand.displayName,
    '',
    content.heading,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.href}`, ''] : []),
    ...(content.links ?? []).flatMap((link) => [`${link.label}: ${link.href}`, '']),
    `Questions? ${callOurLine(line)}.`,
    ...hoursLines(brand, line),
  ].join('\n');
  return { html, text };
}
