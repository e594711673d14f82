// Zod runs in the browser only on the pages with forms; they take their resolver from here, so it runs without eval and
// says its own messages (a check without a message of its own) in the page's language.
import '../../lib/zod-jitless.ts';
import i18next from 'i18next';
import { validationEntryOf } from './validation-messages.ts';
import { provideValidationMessages } from './validation-text.tsx';
import { setZodLanguage } from './zod-locale.ts';

provideValidationMessages(validationEntryOf);

// In the browser only, once its one i18next instance knows the page's language: the server's Zod stays English.
if (typeof document !== 'undefined') {
  const speak = () => void setZodLanguage(i18next.language);
  if (i18next.isInitialized) speak();
  else i18next.on('initialized', speak);
}

export { zodResolver } from '@hookform/resolvers/zod';
