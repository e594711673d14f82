import type { NeedHelpEnquiry, SuccessAnswerSchema } from '@b2b/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** `POST needhelp/send`: the enquiry goes to the portal's support; no session needed. */
export const useSendNeedHelp = () =>
  useMutation({
    mutationFn: async (enquiry: NeedHelpEnquiry) => {
      await apiRequest<typeof SuccessAnswerSchema>('/needhelp/send', { method: 'POST', body: enquiry });
    },
  });
