import type { ConsentPurpose } from '@/lib/contract';

export type PurposeKey = 'necessary' | ConsentPurpose;
export type PurposeText = {
  key: PurposeKey;
  title: string;
  text: string;
  services: Array<{ name: string; text: string }>;
};

/** Every text the banner and the settings show, put together on the server from messages/de.json. */
export type CookieConsentTexts = {
  banner: { title: string; text: string; privacy: string; acceptAll: string; reject: string; settings: string };
  settings: {
    title: string;
    intro: string;
    save: string;
    acceptAll: string;
    reject: string;
    close: string;
    alwaysOn: string;
    services: string;
    withdrawNote: string;
  };
  /** The purposes the site has services for, necessary first. */
  purposes: PurposeText[];
  privacyHref: string;
};
