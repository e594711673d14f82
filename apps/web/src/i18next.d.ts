import 'i18next';
import type businessEditor from './locales/en/businessEditor.json';
import type admin from './locales/en/admin.json';
import type businesses from './locales/en/businesses.json';
import type common from './locales/en/common.json';
import type content from './locales/en/content.json';
import type favorites from './locales/en/favorites.json';
import type home from './locales/en/home.json';
import type inquiries from './locales/en/inquiries.json';
import type layout from './locales/en/layout.json';
import type membership from './locales/en/membership.json';
import type menus from './locales/en/menus.json';
import type users from './locales/en/users.json';
import type products from './locales/en/products.json';
import type social from './locales/en/social.json';
import type needHelp from './locales/en/needHelp.json';
import type validation from './locales/en/validation.json';
import type apiErrors from './locales/en/apiErrors.json';
import type search from './locales/en/search.json';
import type mailPreferences from './locales/en/mailPreferences.json';
import type rfq from './locales/en/rfq.json';

/** The English files are the keys' types: a key missing from them fails the typecheck. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      businessEditor: typeof businessEditor;
      admin: typeof admin;
      businesses: typeof businesses;
      common: typeof common;
      content: typeof content;
      favorites: typeof favorites;
      home: typeof home;
      inquiries: typeof inquiries;
      layout: typeof layout;
      membership: typeof membership;
      menus: typeof menus;
      users: typeof users;
      products: typeof products;
      social: typeof social;
      needHelp: typeof needHelp;
      validation: typeof validation;
      apiErrors: typeof apiErrors;
      search: typeof search;
      mailPreferences: typeof mailPreferences;
      rfq: typeof rfq;
    };
  }
}
