import { LIMITS, OTHER_SUBJECT, SendInquirySchema, type Image, type SendInquiry } from '@b2b/contracts';
import { useMemo } from 'react';
import { FormProvider, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { BusinessPhoto } from '../../../components/business/business-photo.tsx';
import { ProductPicture } from '../../../components/business/product-picture.tsx';
import { SelectField, TextAreaField, TextField } from '../../../components/form/bound-fields.tsx';
import { showFieldErrors } from '../../../components/form/server-errors.ts';
import { zodResolver } from '../../../components/form/zod-resolver.ts';
import { buttonClass } from '../../../components/ui/button.ts';
import { UnverifiedEmailNote } from '../../../components/ui/unverified-email-note.tsx';
import { paths } from '../../../lib/paths.ts';
import { useSendInquiry } from '../api/queries.ts';
import { useSubjectOptions } from '../subjects.ts';
import styles from './send-request-form.module.css';
import { useRevealFirstError } from '../../../components/form/use-reveal-first-error.ts';

/** Who may send: the person (their own id) or one of their businesses. */
export interface SenderChoice {
  id: string;
  name: string;
}

export interface RequestReceiver {
  businessID: string;
  name: string;
  photo: Image | null;
  /** The business page. */
  href: string;
}

export interface RequestProduct {
  productID: string;
  name: string;
  mainImage: Image | null;
}

/** The form's values as its controls hold them: `from` is an id of `senders`, `otherSubject` the text of `Other`. */
interface SendRequestValues {
  from: string;
  subject: string;
  otherSubject: string;
  message: string;
}

/**
 * The contract's request over the form's values: `Other` sends the typed subject, and the person's own id as sender is
 * left out, as the contract wants it.
 */
const requestSchema = (to: string, userID: string, productID: string | undefined) =>
  z
    .object({ from: z.string(), subject: z.string(), otherSubject: z.string(), message: z.string() })
    .transform(({ from, subject, otherSubject, message }) => ({
      to,
      ...(from && from !== userID ? { from } : {}),
      subject: subject === OTHER_SUBJECT ? otherSubject : subject,
      message,
      ...(productID ? { productID } : {}),
    }))
    .pipe(SendInquirySchema);

/** An empty typed subject is reported at its own input, where the person types it, rather than at the list. */
const withOtherSubjectError =
  (
    resolver: Resolver<SendRequestValues, unknown, SendInquiry>,
  ): Resolver<SendRequestValues, unknown, SendInquiry> =>
  async (values, context, options) => {
    const result = await resolver(values, context, options);
    const { subject, ...errors } = result.errors;
    if (!subject || values.subject !== OTHER_SUBJECT) return result;
    return { values: {}, errors: { ...errors, otherSubject: subject } };
  };

/**
 * The send-request form: the receiver, who sends it, a preset subject or `Other` with its text, and
 * the message; every field is required, here and on the server. Success opens the sender's message center.
 */
export function SendRequestForm({
  receiver,
  senders,
  userID,
  product,
}: {
  receiver: RequestReceiver;
  /** The person first, then their businesses that may write to the receiver. */
  senders: SenderChoice[];
  userID: string;
  product: RequestProduct | null;
}) {
  const { t } = useTranslation('inquiries');
  const navigate = useNavigate();
  const send = useSendInquiry();
  const subjectOptions = useSubjectOptions();
  const resolver = useMemo(
    () => withOtherSubjectError(zodResolver(requestSchema(receiver.businessID, userID, product?.productID))),
    [receiver.businessID, userID, product?.productID],
  );
  const form = useForm<SendRequestValues, unknown, SendInquiry>({
    resolver,
    defaultValues: {
      from: senders[0]?.id ?? userID,
      subject: product ? OTHER_SUBJECT : '',
      // A request about a product starts with that product as its subject, in the sender's language.
      otherSubject: product
        ? t('send.productSubject', { product: product.name }).slice(0, LIMITS.inquirySubjectMax)
        : '',
      message: '',
    },
    shouldFocusError: false,
  });
  const formRef = useRevealFirstError(form.formState, { refusal: t('send.incomplete') });
  const otherChosen = useWatch({ control: form.control, name: 'subject' }) === OTHER_SUBJECT;

  const save = (input: SendInquiry) =>
    send.mutate(input, {
      onSuccess: (requestID) =>
        void navigate(
          input.from ? paths.requests.href(input.from, requestID) : paths.myMessages.href(requestID),
        ),
      onError: (error) => showFieldErrors(error, '', form.getValues(), form.setError),
    });

  return (
    <FormProvider {...form}>
      <form
        ref={formRef}
        className={styles.form}
        aria-label={t('send.title')}
        noValidate
        onSubmit={(event) => void form.handleSubmit(save)(event)}
      >
        <UnverifiedEmailNote gate="requests" />
        <div className={styles.receiver}>
          <BusinessPhoto photo={receiver.photo} size={64} className={styles.photo} />
          <p className={styles.receiverText}>
            <span className={styles.to}>{t('send.to')}</span>
            <Link to={receiver.href} className={styles.receiverName}>
              {receiver.name}
            </Link>
          </p>
        </div>
        {product && (
          <section className={styles.product} aria-label={t('send.productSection')}>
            <ProductPicture product={product} size={72} className={styles.productPicture} />
            <p className={styles.productText}>
              <span className={styles.to}>{t('send.aboutProduct')}</span>
              <span className={styles.productName}>{product.name}</span>
            </p>
          </section>
        )}
        <SelectField
          label={t('send.sendAs')}
          name="from"
          options={senderOptions(senders)}
          placeholder={false}
        />
        <SelectField
          label={t('send.subject')}
          name="subject"
          options={subjectOptions}
          placeholder={t('send.chooseSubject')}
          errorText={t('send.chooseSubject')}
        />
        {otherChosen && (
          <TextField label={t('send.yourSubject')} name="otherSubject" maxLength={LIMITS.inquirySubjectMax} />
        )}
        <TextAreaField
          label={t('send.message')}
          name="message"
          maxLength={LIMITS.inquiryMessageMax}
          rows={8}
          counter
        />
        <div className={styles.actions}>
          <button type="submit" className={buttonClass('accent')} disabled={send.isPending}>
            {send.isPending ? t('send.sending') : t('send.submit')}
          </button>
          <Link to={receiver.href} className={buttonClass('outline')}>
            {t('send.cancel')}
          </Link>
        </div>
      </form>
    </FormProvider>
  );
}

const senderOptions = (senders: SenderChoice[]) =>
  senders.map(({ id, name }) => ({ value: id, label: name }));
