import { DEMO_POLICIES } from '@portal/demo-data/policies';
import type { DeploymentBrand } from '@portal/domain/brands/brand';
import styles from './HubPage.module.css';

/** The seeded policies of this brand: what to type into triage and the other steps to try a journey. */
export function DemoPoliciesTable({ brand, brandName }: { brand: DeploymentBrand; brandName: string }) {
  const policies = DEMO_POLICIES.filter((policy) => policy.brand === brand);
  if (policies.length === 0) return <p>There are no demo policies for {brandName}.</p>;
  return (
    <>
      <p>
        Use these details in the journeys. A prepopulation token fills in the policyholder's details when the
        data call sends it as x-mta-prepop-token.
      </p>
      {/* A wide table scrolls inside its own focusable region so the page never scrolls sideways. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users must be able to scroll the region */}
      <section className={styles.tableWrap} aria-labelledby="demo-policies-heading" tabIndex={0}>
        <table className={`${styles.table} ${styles.wideTable}`}>
          <caption className={styles.caption}>Demo policies on {brandName}</caption>
          <thead>
            <tr>
              <th scope="col">Policy number</th>
              <th scope="col">Policyholder</th>
              <th scope="col">Product</th>
              <th scope="col">Registration</th>
              <th scope="col">Postcode</th>
              <th scope="col">Date of birth</th>
              <th scope="col">Try this</th>
              <th scope="col">Prepopulation token</th>
            </tr>
          </thead>
          <tbody>
            {policies.map((policy) => (
              <tr key={policy.policyNumber}>
                <th scope="row">
                  <code>{policy.policyNumber}</code>
                </th>
                <td>
                  {policy.holder.title} {policy.holder.firstName} {policy.holder.lastName}
                </td>
                <td>{policy.product}</td>
                <td>{policy.registration ? <code>{policy.registration}</code> : '–'}</td>
                <td>{policy.postcode}</td>
                <td>{policy.holder.dateOfBirth}</td>
                <td>{policy.tryThis}</td>
                <td>{policy.prepopToken ? <code>{policy.prepopToken}</code> : '–'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}
