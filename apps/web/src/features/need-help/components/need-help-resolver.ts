import { NeedHelpEnquirySchema } from '@b2b/contracts';
import { zodResolver } from '../../../components/form/zod-resolver.ts';

/** The contract's schema as the form's resolver; loaded on the first check, so the page's first load carries no Zod. */
export const needHelpResolver = zodResolver(NeedHelpEnquirySchema);
