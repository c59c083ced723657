import { ACCEPT_PAGES } from '@portal/domain/accept/acceptRoutes';
import { useParams } from 'react-router';
import { ContactDetails } from '../../chat/ContactDetails.tsx';
import { Link } from '../../shell/Link.tsx';
import { PageHeading } from '../../shell/PageHeading.tsx';
import styles from '../accept.module.css';

const isAcceptPage = (page: string) => (ACCEPT_PAGES as readonly string[]).includes(page);

/**
 * Where Exit leads (coa cannot be declined online): nothing is changed, the quote stays open,
 * and a link goes back to the page the customer left.
 */
export function ExitPage() {
  const { form = '', from = '' } = useParams();
  const back = isAcceptPage(from) ? from : 'quotation-opt';
  return (
    <>
      <PageHeading>You have left your quote</PageHeading>
      <p className={styles.lead}>No changes have been made to your policy.</p>
      <p>If you do not want this change, you do not need to do anything. To decline it, please call us.</p>
      <p>
        <Link to={`/${form}/accept/${back}`}>Go back to your quote</Link>
      </p>
      <ContactDetails />
    </>
  );
}
