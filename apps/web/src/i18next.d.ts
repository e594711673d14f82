import 'i18next';
import type businesses from './locales/en/businesses.json';
import type common from './locales/en/common.json';
import type favorites from './locales/en/favorites.json';
import type home from './locales/en/home.json';
import type layout from './locales/en/layout.json';
import type menus from './locales/en/menus.json';
import type search from './locales/en/search.json';

/** The English files are the keys' types: a key missing from them fails the typecheck. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      businesses: typeof businesses;
      common: typeof common;
      favorites: typeof favorites;
      home: typeof home;
      layout: typeof layout;
      menus: typeof menus;
      search: typeof search;
    };
  }
}
