import 'i18next';
import type admin from './locales/en/admin.json';
import type businesses from './locales/en/businesses.json';
import type common from './locales/en/common.json';
import type home from './locales/en/home.json';
import type layout from './locales/en/layout.json';
import type membership from './locales/en/membership.json';
import type menus from './locales/en/menus.json';

/** The English files are the keys' types: a key missing from them fails the typecheck. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      admin: typeof admin;
      businesses: typeof businesses;
      common: typeof common;
      home: typeof home;
      layout: typeof layout;
      membership: typeof membership;
      menus: typeof menus;
    };
  }
}
