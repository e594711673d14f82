import { idFromSlug, LIMITS, type BusinessProfile } from '@b2b/contracts';
import { useLanguage } from '../../../lib/language.ts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { Notice } from '../../../components/ui/notice.tsx';
import { RichText } from '../../../components/ui/rich-text.tsx';
import { LoadError, Loading } from '../../../components/ui/status.tsx';
import { useMyBusinesses } from '../../../features/businesses/api/queries.ts';
import { BusinessGate } from '../../../features/businesses/components/business-gate.tsx';
import { SendRequestForm } from '../../../features/inquiries/components/send-request-form.tsx';
import { getProductQueryOptions } from '../../../features/products/api/queries.ts';
import type { MetaFunction, RouteHandle } from '../../../lib/meta.ts';
import { paths } from '../../../lib/paths.ts';
import { portalWords } from '../../../lib/portal-words.ts';
import { useSession } from '../../../lib/session.ts';
import styles from './send-request.module.css';

const meta: MetaFunction = ({ portal, language, t, pathname }) => {
  const words = portalWords(portal, language);
  return {
    title: t('inquiries:meta.sendRequestTitle', words),
    description: t('inquiries:meta.sendRequestDescription', words),
    canonicalPath: pathname,
  };
};

/**
 * `/business/{id}/send-request[?product={productID}]`: a request to the business, from the person or one of their
 * businesses, about one of its products when the product page sent them here. The people of the business have its
 * Requests instead: a business does not write to itself.
 */
export function Component() {
  const businessID = idFromSlug(useParams().businessID ?? '');
  const { t } = useTranslation('inquiries');
  return (
    <div className={styles.page}>
      <BusinessGate businessID={businessID}>
        {(business, access) =>
          access ? (
            <Notice title={t('send.ownTitle')}>
              <RichText
                text={t('send.ownText', { company: business.general.companyName })}
                elements={{
                  requests: (words) => <Link to={paths.requests.href(business.businessID)}>{words}</Link>,
                }}
              />
            </Notice>
          ) : (
            <SendRequest receiver={business} />
          )
        }
      </BusinessGate>
    </div>
  );
}

function SendRequest({ receiver }: { receiver: BusinessProfile }) {
  const { t } = useTranslation('inquiries');
  const session = useSession();
  const businesses = useMyBusinesses();
  const productID = useSearchParams()[0].get('product') ?? '';
  const product = useQuery({
    ...getProductQueryOptions(productID, useLanguage()),
    enabled: Boolean(productID),
  });
  if (!session) return null;
  if (businesses.isError) return <LoadError />;
  if (businesses.isPending || (productID && product.isPending)) return <Loading />;

  const { profile, userID } = session;
  const senders = [
    {
      id: userID,
      name: profile
        ? t('send.you', { name: `${profile.firstName} ${profile.lastName}` })
        : t('send.yourself'),
    },
    ...businesses.data
      .slice(0, LIMITS.actingIdentityBusinesses)
      .map(({ businessID, business }) => ({ id: businessID, name: business.general.companyName })),
  ];
  // Only a product of this business can be the request's subject; another one's address is ignored.
  const about = product.data?.businessID === receiver.businessID ? product.data : null;
  return (
    <>
      <h1 className={styles.title}>{t('send.title')}</h1>
      <SendRequestForm
        receiver={{
          businessID: receiver.businessID,
          name: receiver.general.companyName,
          photo: receiver.general.profilePhoto,
          href: paths.business.href(receiver.general.companyName, receiver.businessID),
        }}
        senders={senders}
        userID={userID}
        product={about && { productID: about.productID, name: about.name, mainImage: about.mainImage }}
      />
    </>
  );
}

export const handle = { meta, namespaces: ['inquiries'] } satisfies RouteHandle;
