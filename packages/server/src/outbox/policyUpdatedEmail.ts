import { quoteWording } from '@portal/domain/accept/quoteCopy';
import { DOCUMENT_TITLES, documentHref } from '@portal/domain/api/policyDocuments';
import { isoToDisplay } from '@portal/domain/dates';
import type { PolicyDocumentKind } from '@portal/domain/documents/policyDocumentFacts';
import type { FactsOf } from '@portal/domain/email/emailFacts';
import { isFormCode } from '@portal/domain/formCodes';
import { decidedMoneyLines } from '@portal/domain/quotes/amountDue';
import type { EmailContent } from '../email/layout.ts';
import { type ComposedEmail, composed } from '../email/sender.ts';

/** Shown in place of the link's token once the email is sent (the token is not kept in the clear). */
const REMOVED_TOKEN = 'link-removed-once-sent';

/** "Download your new certificate", then the version's other documents as links. */
function documentLinks(facts: FactsOf<'policy-updated'>): Pick<EmailContent, 'action' | 'links'> {
  if (!facts.origin || !facts.documents?.length) return {};
  const link = (kind: PolicyDocumentKind) => ({
    label:
      kind === 'certificate'
        ? 'Download your new certificate'
        : `Download your ${DOCUMENT_TITLES[kind].toLowerCase()}`,
    href: `${facts.origin}${documentHref(facts.token ?? REMOVED_TOKEN, kind)}`,
  });
  const [first, ...rest] = facts.documents.map(link);
  return { ...(first ? { action: first } : {}), links: rest };
}

/** Sent when an accepted or paid quote has changed the policy: a renewal says it renewed it, a change when it took effect. */
export function policyUpdatedEmail(facts: FactsOf<'policy-updated'>): ComposedEmail {
  const wording = quoteWording(isFormCode(facts.form) ? facts.form : null);
  const done = wording.doneEmail;
  const documents = documentLinks(facts);
  return composed(facts, done.heading.toLowerCase(), {
    heading: done.heading,
    paragraphs: [
      done.body(isoToDisplay(facts.coverStart), isoToDisplay(facts.coverEnd)),
      // What this quote did with money, as the page said it: paid, refunded or a new monthly payment.
      ...(facts.money ? decidedMoneyLines(facts.money, facts.paid === true) : []),
      // The links below open this version's documents; without them there is nothing to point at.
      ...(Object.keys(documents).length > 0 ? [wording.documents] : []),
    ],
    ...documents,
  });
}
