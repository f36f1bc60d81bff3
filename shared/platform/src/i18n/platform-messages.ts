import { createMessages } from './create-messages';
import en from './messages/en.json';

/** The platform's own texts: the server's errors, which every remote shows. */
export const platformMessages = createMessages({ en, load: (locale) => import(`./messages/${locale}.json`) });
