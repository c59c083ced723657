import { formatLongDate } from '../dates.ts';
import { isFormCode } from '../formCodes.ts';
import { formCard } from '../forms.ts';
import { formatPence } from '../money.ts';
import { effectiveFrom, type PolicyDocumentFacts, type PolicyDocumentKind } from './policyDocumentFacts.ts';

export interface DocumentRow {
  label: string;
  value: string;
}
export interface DocumentSection {
  heading: string;
  rows: DocumentRow[];
}
/** What one document says, as headings, label–value rows and paragraphs: the PDF only draws it. */
export interface DocumentContent {
  title: string;
  sections: DocumentSection[];
  paragraphs: string[];
}

const PAYMENT_WORDS: Record<string, string> = {
  LUMP_SUM_CC: 'Paid in full by card',
  LUMP_SUM_DD: 'Paid in full by Direct Debit',
  MONTHLY_DD: 'Monthly by Direct Debit',
};

const holderName = ({ holder }: PolicyDocumentFacts) =>
  `${holder.title} ${holder.firstName} ${holder.lastName}`;
const period = (facts: PolicyDocumentFacts) =>
  `${formatLongDate(effectiveFrom(facts))} to ${formatLongDate(facts.quote?.coverEnd ?? facts.coverEnd)}`;
const vehicleName = (vehicle: PolicyDocumentFacts['vehicles'][number]) =>
  `${vehicle.make} ${vehicle.model} (${vehicle.yearOfManufacture})`;
const changeTitle = (form: string) => (isFormCode(form) ? formCard(form).title : 'Change to your policy');
const coverName = (coverType: string) =>
  coverType === 'comprehensive' ? 'Comprehensive' : coverType.replaceAll('_', ' ');

/** Who may drive, as a certificate states it: the policyholder and each driver named on the policy. */
function entitledToDrive(facts: PolicyDocumentFacts): string {
  const named = facts.drivers.map((driver) => driver.fullName);
  return `${holderName(facts)}${named.length > 0 ? `, and the named drivers: ${named.join(', ')}` : ''}. The person driving must hold a licence to drive the vehicle, or have held one and not be disqualified from holding or obtaining one.`;
}

const versionRows = (facts: PolicyDocumentFacts): DocumentRow[] => [
  { label: 'Policy number', value: facts.policyNumber },
  { label: 'Policy version', value: String(facts.version) },
];

function certificate(facts: PolicyDocumentFacts, insurer: string): DocumentContent {
  return {
    title: 'Certificate of motor insurance',
    sections: [
      {
        heading: 'Certificate',
        rows: [
          ...versionRows(facts),
          {
            label: 'Registration mark of vehicle',
            value: facts.vehicles.map((v) => v.registration).join(', '),
          },
          { label: 'Vehicle', value: facts.vehicles.map(vehicleName).join(', ') },
          { label: 'Name of policyholder', value: holderName(facts) },
          { label: 'Period of insurance', value: period(facts) },
          { label: 'Effective date', value: `00:01 on ${formatLongDate(effectiveFrom(facts))}` },
          {
            label: 'Date of expiry',
            value: `23:59 on ${formatLongDate(facts.quote?.coverEnd ?? facts.coverEnd)}`,
          },
          { label: 'Persons entitled to drive', value: entitledToDrive(facts) },
          {
            label: 'Limitations as to use',
            value:
              'Social, domestic and pleasure purposes and commuting. Not for hire or reward, racing, or any purpose in connection with the motor trade.',
          },
        ],
      },
    ],
    paragraphs: [
      'I hereby certify that the policy to which this certificate relates satisfies the requirements of the relevant law applicable in Great Britain, Northern Ireland, the Isle of Man, the Island of Guernsey, the Island of Jersey and the Island of Alderney.',
      `${insurer}, authorised insurer.`,
      'This certificate replaces any earlier certificate for this policy. Keep it with your policy documents.',
    ],
  };
}

function money(facts: PolicyDocumentFacts): DocumentRow[] {
  const quote = facts.quote;
  const rows: DocumentRow[] = [{ label: 'Annual premium', value: formatPence(facts.annualPremiumPence) }];
  if (quote?.totalPremiumChange != null)
    rows.push({ label: 'Change in premium for this change', value: formatPence(quote.totalPremiumChange) });
  if (quote?.adminFee) rows.push({ label: 'Administration fee', value: formatPence(quote.adminFee) });
  if (quote?.amountToDebit != null)
    rows.push({ label: 'Amount for this change', value: formatPence(quote.amountToDebit) });
  return rows;
}

function schedule(facts: PolicyDocumentFacts): DocumentContent {
  const address = facts.address;
  const sections: DocumentSection[] = [
    {
      heading: 'Your policy',
      rows: [
        ...versionRows(facts),
        { label: 'Policyholder', value: holderName(facts) },
        ...(address
          ? [
              {
                label: 'Address',
                value: [address.line1, address.line2, address.town, address.postcode]
                  .filter(Boolean)
                  .join(', '),
              },
            ]
          : []),
        {
          label: 'Cover',
          value: `${coverName(facts.coverType)}${facts.linkedBreakdown ? ', with breakdown cover' : ''}`,
        },
        {
          label: 'Period of cover',
          value: `${formatLongDate(facts.coverStart)} to ${formatLongDate(facts.coverEnd)}`,
        },
        { label: 'This version takes effect', value: formatLongDate(effectiveFrom(facts)) },
        { label: 'What changed', value: changeTitle(facts.change.form) },
      ],
    },
  ];
  if (facts.vehicles.length > 0)
    sections.push({
      heading: 'Vehicle',
      rows: facts.vehicles.flatMap((vehicle) => [
        { label: 'Registration', value: vehicle.registration },
        { label: 'Make and model', value: vehicleName(vehicle) },
        { label: 'Annual mileage', value: `${facts.annualMileage} miles` },
      ]),
    });
  if (facts.drivers.length > 0)
    sections.push({
      heading: 'Drivers and excesses',
      rows: facts.drivers.map((driver) => ({
        label: `${driver.fullName} (${driver.mainDriver ? 'main driver' : 'named driver'})`,
        value: `Compulsory excess ${formatPence(driver.compulsoryExcessPence)}, voluntary excess ${formatPence(driver.voluntaryExcessPence)}`,
      })),
    });
  else
    sections.push({
      heading: 'Excess',
      rows: [{ label: 'Voluntary excess', value: formatPence(facts.voluntaryExcessPence) }],
    });
  sections.push({
    heading: 'Premium',
    rows: [
      ...money(facts),
      { label: 'How you pay', value: PAYMENT_WORDS[facts.paymentType] ?? facts.paymentType },
    ],
  });
  return { title: 'Policy schedule', sections, paragraphs: [] };
}

/** What each document of a policy version says; `insurer` is the brand's name as it signs. */
export function policyDocumentContent(
  kind: PolicyDocumentKind,
  facts: PolicyDocumentFacts,
  insurer: string,
): DocumentContent {
  return kind === 'certificate' ? certificate(facts, insurer) : schedule(facts);
}

/** The file name a customer saves: the document, the policy and its version. */
export const documentFileName = (
  kind: PolicyDocumentKind,
  facts: Pick<PolicyDocumentFacts, 'policyNumber' | 'version'>,
) =>
  `${kind === 'certificate' ? 'certificate-of-motor-insurance' : 'policy-schedule'}-${facts.policyNumber}-v${facts.version}.pdf`;
