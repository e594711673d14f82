import { canEditBusiness, idFromSlug, type BusinessProfile } from '@b2b/contracts';
import * as Tabs from '@radix-ui/react-tabs';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import type { MetaFunction, RouteHandle } from '../../../lib/meta.ts';
import { portalWords } from '../../../lib/portal-words.ts';
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

const meta: MetaFunction = ({ portal, language, t, pathname }) => {
  const words = portalWords(portal, language);
  return {
    title: t('businessEditor:meta.editTitle', words),
    description: t('businessEditor:meta.editDescription', words),
    canonicalPath: pathname,
  };
};

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
  const { t } = useTranslation('businessEditor');
  return (
    <BusinessGate businessID={businessID}>
      {(business, access) => {
        if (!canEditBusiness(access)) {
          return (
            <Notice title={t('edit.cannotEdit')}>
              {t('edit.onlyEditors', { company: business.general.companyName })}{' '}
              <Link to={paths.business.href(business.general.companyName, business.businessID)}>
                {t('edit.backToPage')}
              </Link>
            </Notice>
          );
        }
        if (!isEditTab(tab))
          return <Navigate replace to={paths.businessEdit.href(business.key, DEFAULT_EDIT_TAB)} />;
        return (
          <div className={styles.page}>
            <ManageHeader business={business} access={access} title={t('edit.title')} current="edit" />
            <EditTabs business={business} tab={tab} />
          </div>
        );
      }}
    </BusinessGate>
  );
}

/** The tabs are links, so each has its own address; the address decides which one is shown. */
function EditTabs({ business, tab }: { business: BusinessProfile; tab: EditTab }) {
  const { t } = useTranslation('businessEditor');
  const tabList = useRef<HTMLDivElement>(null);
  // On narrow screens the tabs scroll sideways: the chosen one is brought into view.
  useEffect(() => {
    tabList.current
      ?.querySelector('[data-state="active"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [tab]);
  return (
    <Tabs.Root value={tab} activationMode="manual" className={tabs.tabs}>
      <Tabs.List ref={tabList} className={tabs.tabList} aria-label={t('edit.sections')}>
        {EDIT_TABS.map((entry) => (
          <Tabs.Trigger key={entry.slug} value={entry.slug} asChild>
            <Link to={paths.businessEdit.href(business.key, entry.slug)} className={tabs.tab}>
              {t(entry.label)}
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

export const handle = { meta, namespaces: ['businessEditor'] } satisfies RouteHandle;
