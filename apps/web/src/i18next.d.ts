import 'i18next';
import type businessEditor from './locales/en/businessEditor.json';
import type businesses from './locales/en/businesses.json';
import type common from './locales/en/common.json';
import type home from './locales/en/home.json';
import type layout from './locales/en/layout.json';
import type menus from './locales/en/menus.json';
import type validation from './locales/en/validation.json';

/** The English files are the keys' types: a key missing from them fails the typecheck. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      businessEditor: typeof businessEditor;
      businesses: typeof businesses;
      common: typeof common;
      home: typeof home;
      layout: typeof layout;
      menus: typeof menus;
      validation: typeof validation;
    };
  }
}
