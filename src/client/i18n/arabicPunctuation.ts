// i18next post-processor of the app: a price ends a sentence in many texts ("أقصى ما يمكن استرداده {{amount}}."),
// and the Arabic riyal sign ends with its own period ("١٠٠ ر.س."): the sentence's period is left out after it,
// so no text reads "ر.س..". Every translated text passes here (I18N_OPTIONS.postProcess).
import type { PostProcessorModule } from 'i18next';

/** The riyal sign's period, an optional right-to-left mark Intl puts after it, then a sentence's period. */
const DOUBLE_PERIOD = /(ر\.س\.)(\u200F?)\./g;

export const removeDoublePeriod = (text: string) => text.replace(DOUBLE_PERIOD, '$1$2');

export const arabicPunctuation: PostProcessorModule = {
  type: 'postProcessor',
  name: 'arabicPunctuation',
  process: (value: string) => removeDoublePeriod(value),
};
