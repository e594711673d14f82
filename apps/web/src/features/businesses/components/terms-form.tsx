import {
  DELIVERY_TERMS,
  PACKAGING_TYPES,
  PAYMENT_CURRENCIES,
  PAYMENT_TYPES,
  type BusinessProfile,
} from '@b2b/contracts';
import { FormSection } from '../../../components/form/field.tsx';
import { CodeCheckboxes } from '../../../components/form/bound-fields.tsx';
import { GroupForm } from './group-form.tsx';
import { useGroupForm, type GroupDraft } from './use-group-form.ts';

type Terms = BusinessProfile['businessTerms'];

// The saved lists are already the group's fields; the schema checks each code against its list.
const termsDraft = (v: Terms) => v as GroupDraft<'businessTerms'>;

/** The business terms group: what the business accepts for delivery, currency, packaging and payment. */
export function TermsForm({ business }: { business: BusinessProfile }) {
  const group = useGroupForm({
    businessID: business.businessID,
    group: 'businessTerms',
    initial: business.businessTerms,
    toDraft: termsDraft,
  });
  return (
    <GroupForm label="Business terms" {...group}>
      <FormSection legend="Business terms">
        <CodeCheckboxes legend="Accepted delivery terms" name="acceptedDeliveryTerms" list={DELIVERY_TERMS} />
        <CodeCheckboxes
          legend="Accepted payment currencies"
          name="acceptedPaymentCurrencies"
          list={PAYMENT_CURRENCIES}
        />
        <CodeCheckboxes legend="Packaging types" name="packagingTypes" list={PACKAGING_TYPES} />
        <CodeCheckboxes legend="Accepted payment types" name="acceptedPaymentTypes" list={PAYMENT_TYPES} />
      </FormSection>
    </GroupForm>
  );
}
