import { needHelpEndpoints, type NeedHelpEnquiry } from '@b2b/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `POST needhelp/send`: the enquiry goes to the portal's support; no session needed. */
export const useSendNeedHelp = () =>
  useMutation({
    mutationFn: async (enquiry: NeedHelpEnquiry) => {
      await api(needHelpEndpoints.needHelpSend, { body: enquiry });
    },
  });
