export { load, useText, type MessageId } from './text';
export { englishWords, NumberLocaleScope, useWords, type Words } from './words';
