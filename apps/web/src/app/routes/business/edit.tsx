import { canEditBusiness, idFromSlug, type BusinessProfile } from '@b2b/contracts';
import * as Tabs from '@radix-ui/react-tabs';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import type { MetaFunction, RouteHandle } from '../../../lib/meta.ts';
import { BusinessGate } from '../../../features/businesses/components/business-gate.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { CertificatesTab } from '../../../features/businesses/components/certificates-tab.tsx';
import { ContactForm } from '../../../features/businesses/components/contact-form.tsx';
import {
  DEFAULT_EDIT_TAB,
  EDIT_TABS,
  isEditTab,
  type EditTab,
} from '../../../features/businesses/components/edit-tabs.ts';
import { FactoryForm } from '../../../features/businesses/components/factory-form.tsx';
import { GeneralForm } from '../../../features/businesses/components/general-form.tsx';
import { ManageHeader } from '../../../features/businesses/components/manage-header.tsx';
import { PhotosTab } from '../../../features/businesses/components/photos-tab.tsx';
import { TermsForm } from '../../../features/businesses/components/terms-form.tsx';
import { TradeForm } from '../../../features/businesses/components/trade-form.tsx';
import tabs from '../../../components/ui/tabs.module.css';
import styles from './manage.module.css';
import { paths } from '../../../lib/paths.ts';

const meta: MetaFunction = ({ portal, pathname }) => ({
  title: `Edit business profile | ${portal.brandName} ${portal.countryName}`,
  description: `Edit your business profile on ${portal.brandName} ${portal.countryName}.`,
  canonicalPath: pathname,
});

const TAB_CONTENT: Record<EditTab, (business: BusinessProfile) => ReactNode> = {
  general: (b) => <GeneralForm business={b} />,
  contact: (b) => <ContactForm business={b} />,
  factory: (b) => <FactoryForm business={b} />,
  'trade-capabilities': (b) => <TradeForm business={b} />,
  'business-terms': (b) => <TermsForm business={b} />,
  certificates: (b) => <CertificatesTab business={b} />,
  'photos-and-video': (b) => <PhotosTab business={b} />,
};

/** `/business/{id}/edit/{tab?}`: one tab per group of the profile, each saving only its own group. */
export function Component() {
  const params = useParams();
  const businessID = idFromSlug(params.businessID ?? '');
  const tab = params.tab ?? DEFAULT_EDIT_TAB;
  return (
    <BusinessGate businessID={businessID}>
      {(business, access) => {
        if (!canEditBusiness(access)) {
          return (
            <Notice title="You cannot edit this business">
              Only the owner and the admins of {business.general.companyName} can change its profile.{' '}
              <Link to={paths.business.href(business.general.companyName, business.businessID)}>
                Back to the business page
              </Link>
            </Notice>
          );
        }
        if (!isEditTab(tab))
          return <Navigate replace to={paths.businessEdit.href(business.key, DEFAULT_EDIT_TAB)} />;
        return (
          <div className={styles.page}>
            <ManageHeader business={business} access={access} title="Edit business profile" current="edit" />
            <EditTabs business={business} tab={tab} />
          </div>
        );
      }}
    </BusinessGate>
  );
}

/** The tabs are links, so each has its own address; the address decides which one is shown. */
function EditTabs({ business, tab }: { business: BusinessProfile; tab: EditTab }) {
  const tabList = useRef<HTMLDivElement>(null);
  // On narrow screens the tabs scroll sideways: the chosen one is brought into view.
  useEffect(() => {
    tabList.current
      ?.querySelector('[data-state="active"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [tab]);
  return (
    <Tabs.Root value={tab} activationMode="manual" className={tabs.tabs}>
      <Tabs.List ref={tabList} className={tabs.tabList} aria-label="Profile sections">
        {EDIT_TABS.map((t) => (
          <Tabs.Trigger key={t.slug} value={t.slug} asChild>
            <Link to={paths.businessEdit.href(business.key, t.slug)} className={tabs.tab}>
              {t.label}
            </Link>
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value={tab} className={styles.tabPanel}>
        {/* Keyed by business: a form takes the saved values once, then keeps what is typed. */}
        <div key={business.businessID}>{TAB_CONTENT[tab](business)}</div>
      </Tabs.Content>
    </Tabs.Root>
  );
}

export const handle = { meta } satisfies RouteHandle;
