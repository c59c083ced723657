import { DEPLOYMENT_BRANDS } from '@portal/domain/brands/brand';
import { BRANDS } from '@portal/domain/brands/registry';
import { hubJourneys } from '@portal/domain/journeyLinks';
import { Link as RouterLink } from 'react-router';
import { formTitle } from '../lib/formTitle.ts';
import { journeyStartPath } from '../lib/journeyStart.ts';
import { Link } from '../shell/Link.tsx';
import { PageHeading } from '../shell/PageHeading.tsx';
import { type PageOrigin, useShell } from '../shell/ShellContext.tsx';
import { DemoPoliciesTable } from './DemoPoliciesTable.tsx';
import styles from './HubPage.module.css';

/** A brand is chosen by host name, so each brand's demo lives on its own *.localhost host. */
const brandHostUrl = (host: string, { protocol, port }: PageOrigin) =>
  `${protocol}//${host}.localhost${port ? `:${port}` : ''}/`;

const journeyPath = (entry: { form: string; product: string; brandParam?: string }) => {
  const query = new URLSearchParams({ product: entry.product });
  if (entry.brandParam) query.set('brand', entry.brandParam);
  return `${journeyStartPath(entry.form)}?${query}`;
};

/** The demo's front door: what this is, every brand, every journey this brand offers, the tools. */
export function HubPage() {
  const { brand, brandSettings, origin } = useShell();
  const journeys = hubJourneys(brand);
  return (
    <>
      <PageHeading>Policy change portal</PageHeading>
      <p className={styles.lead}>
        This portal lets insurance customers change their policy online: add a driver, change their car or
        address, renew, and accept and pay for the quote we email them. It is a working demonstration with
        fictional brands, policies and payments, so nothing you do here touches a real policy.
      </p>

      <h2>Brands</h2>
      <p>Each brand runs on its own address. You are looking at {brandSettings.displayName}.</p>
      <ul className={styles.brands}>
        {DEPLOYMENT_BRANDS.map((code) => (
          <li key={code}>
            <a className={styles.brandLink} href={brandHostUrl(BRANDS[code].host, origin)}>
              {BRANDS[code].displayName}
            </a>
            {code === brand && <span className={styles.current}> (this site)</span>}
          </li>
        ))}
      </ul>

      <h2 id="journeys-heading">Journeys on {brandSettings.displayName}</h2>
      <div className={styles.tableWrap}>
        <table className={styles.table} aria-labelledby="journeys-heading">
          <thead>
            <tr>
              <th scope="col">Journey</th>
              <th scope="col">Form</th>
              <th scope="col">Query</th>
            </tr>
          </thead>
          <tbody>
            {journeys.map((entry) => (
              <tr key={entry.form}>
                <th scope="row">
                  <RouterLink className={styles.journeyLink} to={journeyPath(entry)}>
                    {formTitle(entry.form, brand)}
                    {/* Two journeys may share a title (renewal preference through a bank or a car
                        maker): each link names whose customers it is for. */}
                    {entry.brandParam ? ` (through ${entry.brandParam})` : ''}
                  </RouterLink>
                </th>
                <td>
                  <code>{entry.form}</code>
                </td>
                <td>
                  <code>
                    product={entry.product}
                    {entry.brandParam ? ` brand=${entry.brandParam}` : ''}
                  </code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <h2 id="demo-policies-heading">Demo policies</h2>
      <DemoPoliciesTable brand={brand} brandName={brandSettings.displayName} />

      <h2>Tools</h2>
      <ul className={styles.tools}>
        <li>
          <Link to="/dev/mailbox" external>
            Dev mailbox
          </Link>{' '}
          – the emails the portal has sent, including quote links.
        </li>
        <li>
          <Link to="/mta-api/docs" external>
            API documentation
          </Link>{' '}
          – every call under /mta-api/mta, generated from the same schemas the code uses.
        </li>
      </ul>
    </>
  );
}
