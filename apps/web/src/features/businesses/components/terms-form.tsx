import type { BusinessProfile } from '@b2b/contracts';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../components/form/field.tsx';
import { CodeCheckboxes } from '../../../components/form/bound-fields.tsx';
import { usePaymentCurrencies } from '../../../lib/currency-names.ts';
import { useCodeChoices } from '../coded-list-names.ts';
import { GroupForm } from './group-form.tsx';
import { useGroupForm, type GroupDraft } from './use-group-form.ts';

type Terms = BusinessProfile['businessTerms'];

// The saved lists are already the group's fields; the schema checks each code against its list.
const termsDraft = (v: Terms) => v as GroupDraft<'businessTerms'>;

/** The business terms group: what the business accepts for delivery, currency, packaging and payment. */
export function TermsForm({ business }: { business: BusinessProfile }) {
  const { t } = useTranslation('businessEditor');
  const currencies = usePaymentCurrencies();
  const deliveryTerms = useCodeChoices('deliveryTerms');
  const packagingTypes = useCodeChoices('packagingTypes');
  const paymentTypes = useCodeChoices('paymentTypes');
  const group = useGroupForm({
    businessID: business.businessID,
    group: 'businessTerms',
    initial: business.businessTerms,
    toDraft: termsDraft,
  });
  return (
    <GroupForm label={t('terms.form')} {...group}>
      <FormSection legend={t('terms.form')}>
        <CodeCheckboxes legend={t('terms.deliveryTerms')} name="acceptedDeliveryTerms" list={deliveryTerms} />
        <CodeCheckboxes legend={t('terms.currencies')} name="acceptedPaymentCurrencies" list={currencies} />
        <CodeCheckboxes legend={t('terms.packaging')} name="packagingTypes" list={packagingTypes} />
        <CodeCheckboxes legend={t('terms.paymentTypes')} name="acceptedPaymentTypes" list={paymentTypes} />
      </FormSection>
    </GroupForm>
  );
}
