import { hoursHeading } from '@portal/domain/hoursCopy';
import { brandStartPage, type StartJourney } from '@portal/domain/startPage';
import { Link as RouterLink } from 'react-router';
import { journeyStartPath } from '../lib/journeyStart.ts';
import { HoursList } from '../shell/HoursList.tsx';
import { PageHeading } from '../shell/PageHeading.tsx';
import { useShell } from '../shell/ShellContext.tsx';
import styles from './BrandStartPage.module.css';

const journeyPath = ({ form, product }: StartJourney) =>
  `${journeyStartPath(form)}?${new URLSearchParams({ product })}`;

/**
 * A brand's own front door in production: what its customers can do online here, grouped as they
 * think of it, and the numbers to call with the hours they are answered. Nothing of the demo.
 */
export function BrandStartPage() {
  const { brand, brandSettings } = useShell();
  const { groups, motorSignsIn, lines } = brandStartPage(brand);
  const brandName = brandSettings.displayName;
  // Every line a brand names here is answered in the same hours: say them once.
  const hourSets = [...new Set(lines.map((line) => line.hours))];
  return (
    <>
      <PageHeading>{`Manage your ${brandName} policy`}</PageHeading>
      <p className={styles.lead}>
        Make a change to your policy, renew it or get your documents online. Choose what you want to do. We'll
        ask a few questions to find your policy first.
      </p>
      {motorSignsIn && (
        <p>
          Bought your car insurance directly from {brandName}? Sign in to{' '}
          <a className={styles.link} href={brandSettings.links.myAccount}>
            My Account
          </a>{' '}
          to change it. The car changes below are for car insurance bought through a price comparison website.
        </p>
      )}
      <div className={styles.groups}>
        {groups.map((group) => (
          <section key={group.topic} className={styles.group} aria-labelledby={`start-${group.topic}`}>
            <h2 id={`start-${group.topic}`} className={styles.groupHeading}>
              {group.heading}
            </h2>
            <ul className={styles.journeys}>
              {group.journeys.map((journey) => (
                <li key={journey.form}>
                  <RouterLink className={styles.journey} to={journeyPath(journey)}>
                    {journey.title}
                  </RouterLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <section className={styles.contact} aria-labelledby="start-call-us">
        <h2 id="start-call-us">Call us</h2>
        <ul className={styles.lines}>
          {lines.map((line) => (
            <li key={line.line}>
              Our {line.name}:{' '}
              <a className={styles.phone} href={`tel:${line.number.replaceAll(' ', '')}`}>
                {line.number}
              </a>
            </li>
          ))}
        </ul>
        {hourSets.map((set) => (
          <div key={set}>
            <h3 className={styles.hoursHeading}>{hoursHeading(set)}</h3>
            <HoursList hours={brandSettings.hours[set]} />
          </div>
        ))}
      </section>
    </>
  );
}
