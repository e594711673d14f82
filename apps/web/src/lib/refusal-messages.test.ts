import * as contracts from '@b2b/contracts';
import {
  ALREADY_MEMBER_MESSAGE,
  boostsSpentMessage,
  INVALID_PHONE_MESSAGE,
  NO_BUSINESS_MESSAGE,
  rateLimitedMessage,
  showcaseCapMessage,
  SUBSCRIPTIONS,
} from '@b2b/contracts';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { validationEntryOf } from '../components/form/validation-messages.ts';
import { ApiError } from './api-client.ts';
import { startBrowserI18n } from './i18n.ts';
import { describeRefusal, loadRefusalTexts, refusalOf, refusalText } from './refusal-messages.ts';

/** The contracts' exported messages that no refusal carries, and why. */
const NOT_REFUSALS = new Set<string>([
  // Success texts and the web's own toasts, said through the web's namespaces.
  'TOAST_SAVED_MESSAGE',
  'TOAST_FAILURE_MESSAGE',
  'PROFILE_UPDATED_MESSAGE',
  'BUSINESS_LOAD_ERROR_MESSAGE',
  // The need-help form checks these itself in the page's language and toasts its own failure.
  'NEED_HELP_EMAIL_INVALID_MESSAGE',
  'NEED_HELP_EMAIL_REQUIRED_MESSAGE',
  'NEED_HELP_PHONE_REQUIRED_MESSAGE',
  'NEED_HELP_STATE_NOT_US_MESSAGE',
]);

/** The arguments each message built from a value is tried with: every level, a few seconds. */
const SAMPLES: Record<string, readonly unknown[]> = {
  boostsSpentMessage: SUBSCRIPTIONS,
  showcaseCapMessage: SUBSCRIPTIONS,
  rateLimitedMessage: [1, 42, 3600],
  accountDeletionBlockedMessage: ['Solo Castings', 'Acme Ltd, Ningbo Valves'],
  rfqsPerDayMessage: [undefined],
  quoteRightsSpentMessage: SUBSCRIPTIONS,
};

/** Every refusal message the contracts export: `…_MESSAGE` texts, `…_MESSAGES` records, `…Message` builders. */
function contractMessages(): { name: string; message: string }[] {
  const found: { name: string; message: string }[] = [];
  for (const [name, value] of Object.entries(contracts)) {
    if (NOT_REFUSALS.has(name)) continue;
    if (/_MESSAGE$/.test(name) && typeof value === 'string') found.push({ name, message: value });
    else if (/_MESSAGES$/.test(name) && typeof value === 'object' && value !== null) {
      for (const [field, message] of Object.entries(value)) found.push({ name: `${name}.${field}`, message });
    } else if (/Message$/.test(name) && typeof value === 'function') {
      const samples = SAMPLES[name];
      if (!samples) throw new Error(`${name} builds a message: give it samples in SAMPLES`);
      for (const sample of samples) {
        found.push({
          name: `${name}(${String(sample)})`,
          message: (value as (arg: unknown) => string)(sample),
        });
      }
    }
  }
  return found;
}

async function translator(language: 'en' | 'es' | 'zh') {
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    resources: { [language]: { apiErrors: await loadRefusalTexts(language) } },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
  return { t: instance.getFixedT(language, 'apiErrors'), language };
}

describe('refusal messages', () => {
  it('finds the exported refusals, the built ones for every sample', () => {
    const names = contractMessages().map(({ name }) => name);
    expect(names).toContain('ALREADY_MEMBER_MESSAGE');
    expect(names).toContain('BUSINESS_FORBIDDEN_MESSAGES.manage');
    expect(names).toContain('boostsSpentMessage(standard)');
    expect(names).toContain('rateLimitedMessage(42)');
  });

  it('has an entry for every refusal the contracts export (a field’s message: in the validation table)', () => {
    const missing = contractMessages().filter(
      ({ message }) => !refusalOf(message) && !validationEntryOf(message),
    );
    expect(missing).toEqual([]);
  });

  it('says in English exactly what the API says', async () => {
    const english = await translator('en');
    for (const { message } of contractMessages())
      expect(refusalText(english, message, 'Conflict')).toBe(message);
  });

  it('says a refusal in the page’s language, a membership level and numbers included', async () => {
    const spanish = await translator('es');
    expect(refusalText(spanish, ALREADY_MEMBER_MESSAGE, 'Conflict')).toBe(
      'Esta persona ya es miembro de esta empresa.',
    );
    expect(refusalText(spanish, rateLimitedMessage(30), 'RateLimited')).toBe(
      'Demasiadas solicitudes. Inténtelo de nuevo dentro de 30 s.',
    );
    const chinese = await translator('zh');
    expect(refusalText(chinese, boostsSpentMessage('gold'), 'PlanLimitReached')).toMatch(
      /^黄金会员本月的 \d+ 次广告推广已用完/,
    );
    expect(refusalText(chinese, showcaseCapMessage('standard'), 'PlanLimitReached')).toMatch(
      /^标准会员最多可在产品展示中发布 \d+ 个产品/,
    );
    expect(refusalText(chinese, NO_BUSINESS_MESSAGE, 'NotFound')).toBe('不存在此 ID 的企业。');
    // A form schema's message shows at its field; the toast under the form says the general sentence.
    expect(refusalText(spanish, INVALID_PHONE_MESSAGE, 'ValidationError')).toBe('La solicitud no es válida.');
  });

  it('falls back to the general sentence of the error name, never to English on another language’s page', async () => {
    const spanish = await translator('es');
    const chinese = await translator('zh');
    const english = await translator('en');
    const unknown = 'A refusal the web has never heard of.';
    expect(refusalText(spanish, unknown, 'RateLimited')).toBe(
      'Demasiadas solicitudes. Espere un momento e inténtelo de nuevo.',
    );
    expect(refusalText(chinese, unknown, 'Forbidden')).toBe('您无权进行此操作。');
    expect(refusalText(chinese, unknown, 'NetworkError')).toBe('无法连接到门户网站。请检查网络连接后重试。');
    expect(refusalText(chinese, unknown, undefined)).toBe('我们这边出现了问题，请重试。');
    expect(refusalText(english, unknown, 'Forbidden')).toBe(unknown);
  });

  it('describes a failure in the browser’s language, loading what it needs', async () => {
    await startBrowserI18n({ language: 'it', namespaces: ['common'] });
    expect(await describeRefusal(new ApiError(409, 'Conflict', ALREADY_MEMBER_MESSAGE))).toBe(
      'Questa persona è già membro di questa azienda.',
    );
    // A ValidationError's messages of fields the form lacks: the general sentence, once.
    expect(
      await describeRefusal(new ApiError(400, 'ValidationError', 'The body is not valid: a, b.'), [
        'A message of a field the form lacks',
        'Another one',
      ]),
    ).toBe('La richiesta non è valida.');
    expect(await describeRefusal(new ApiError(0, 'NetworkError', 'Network error'))).toBe(
      'Impossibile raggiungere il portale. Controlla la connessione e riprova.',
    );
  });
});
