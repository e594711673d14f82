import { BUSINESS_LIMITS, type BusinessProfile } from '@b2b/contracts';
import { useTranslation } from 'react-i18next';

import { FieldGrid, FormSection } from '../../../components/form/field.tsx';
import { TextAreaField, TextField } from '../../../components/form/bound-fields.tsx';
import { CountryStateFields } from '../../../components/form/country-state-fields.tsx';
import {
  placeDraft,
  placeValues,
  textOrNull,
  type PlaceValues,
} from '../../../components/form/form-values.ts';
import { PhoneFields, phoneOrNull, phoneValues, type PhoneValues } from './phone-fields.tsx';
import { GroupForm } from './group-form.tsx';
import { useGroupForm } from './use-group-form.ts';

interface ContactValues extends PlaceValues {
  legalAddressEnglish: string;
  shippingAddressEnglish: string;
  email: string;
  website: string;
  phone: PhoneValues;
  mobilePhone: PhoneValues;
}

const contactValues = (contact: BusinessProfile['contactInfo']): ContactValues => ({
  legalAddressEnglish: contact.legalAddressEnglish ?? '',
  shippingAddressEnglish: contact.shippingAddressEnglish ?? '',
  ...placeValues(contact),
  email: contact.email ?? '',
  website: contact.website ?? '',
  phone: phoneValues(contact.phone),
  mobilePhone: phoneValues(contact.mobilePhone),
});

const contactDraft = (v: ContactValues) => ({
  legalAddressEnglish: textOrNull(v.legalAddressEnglish),
  shippingAddressEnglish: textOrNull(v.shippingAddressEnglish),
  ...placeDraft(v),
  // A business always has a country: its input has no empty choice.
  country: v.country,
  email: textOrNull(v.email),
  website: textOrNull(v.website),
  phone: phoneOrNull(v.phone),
  mobilePhone: phoneOrNull(v.mobilePhone),
});

/** The contact group: addresses, location, email, website and phones. */
export function ContactForm({ business }: { business: BusinessProfile }) {
  const { t } = useTranslation('businessEditor');
  const group = useGroupForm({
    businessID: business.businessID,
    group: 'contactInfo',
    initial: contactValues(business.contactInfo),
    toDraft: contactDraft,
  });
  return (
    <GroupForm label={t('contact.form')} {...group}>
      <FormSection legend={t('contact.addresses')}>
        <TextAreaField
          label={t('contact.legalAddress')}
          name="legalAddressEnglish"
          maxLength={BUSINESS_LIMITS.addressMax}
          rows={3}
        />
        <TextAreaField
          label={t('contact.shippingAddress')}
          name="shippingAddressEnglish"
          maxLength={BUSINESS_LIMITS.addressMax}
          rows={3}
        />
        <FieldGrid>
          <TextField
            label={t('contact.city')}
            name="city"
            maxLength={BUSINESS_LIMITS.cityMax}
            autoComplete="address-level2"
          />
          <TextField
            label={t('contact.zipCode')}
            name="zipcode"
            maxLength={BUSINESS_LIMITS.zipcodeMax}
            autoComplete="postal-code"
          />
          <CountryStateFields countryName="country" stateName="state" countryRequired />
        </FieldGrid>
      </FormSection>
      <FormSection legend={t('contact.reachUs')}>
        <FieldGrid>
          <TextField label={t('contact.email')} name="email" type="email" autoComplete="email" />
          <TextField
            label={t('contact.website')}
            name="website"
            type="url"
            hint="https://..."
            maxLength={BUSINESS_LIMITS.websiteMax}
            autoComplete="url"
          />
        </FieldGrid>
        <PhoneFields legend={t('contact.phone')} name="phone" autoComplete="tel-national" />
        <PhoneFields legend={t('contact.mobilePhone')} name="mobilePhone" autoComplete="tel-national" />
      </FormSection>
    </GroupForm>
  );
}
