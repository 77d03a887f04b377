import { DEFAULT_LANGUAGE, type Language } from '../../shared/constants';

/** Server-side messages; the web app has its own catalogue, these are only texts the API answers with. */
const catalogue = {
  en: {
    'validation.required': 'This field is required.',
    'validation.type': 'Must be a valid {type}.',
    'validation.minLength': 'Ensure this field has at least {limit} characters.',
    'validation.maxLength': 'Ensure this field has no more than {limit} characters.',
    'validation.minimum': 'Ensure this value is greater than or equal to {limit}.',
    'validation.maximum': 'Ensure this value is less than or equal to {limit}.',
    'validation.format.email': 'Enter a valid email address.',
    'validation.format.date': 'Enter a valid date in the format YYYY-MM-DD.',
    'validation.format.date-time': 'Enter a valid date and time.',
    'validation.format.other': 'Enter a valid value.',
    'validation.enum': 'Must be one of: {values}.',
    'validation.additional': 'Unknown field "{field}".',
    'validation.invalid': 'Invalid value.',
    'validation.malformedJson': 'The request body is not valid JSON.',
    'validation.unsupportedMedia': 'Unsupported content type.',
    'type.integer': 'integer',
    'type.number': 'number',
    'type.string': 'string',
    'type.boolean': 'boolean',
    'type.array': 'list',
    'type.object': 'object',
  },
  ar: {
    'validation.required': 'هذا الحقل مطلوب.',
    'validation.type': 'يجب أن تكون القيمة {type}.',
    'validation.minLength': 'يجب ألا يقل هذا الحقل عن {limit} من الأحرف.',
    'validation.maxLength': 'يجب ألا يزيد هذا الحقل على {limit} من الأحرف.',
    'validation.minimum': 'يجب أن تكون القيمة أكبر من {limit} أو مساوية له.',
    'validation.maximum': 'يجب أن تكون القيمة أصغر من {limit} أو مساوية له.',
    'validation.format.email': 'أدخل عنوان بريد إلكتروني صحيحًا.',
    'validation.format.date': 'أدخل تاريخًا صحيحًا بالصيغة YYYY-MM-DD.',
    'validation.format.date-time': 'أدخل تاريخًا ووقتًا صحيحين.',
    'validation.format.other': 'أدخل قيمة صحيحة.',
    'validation.enum': 'يجب أن تكون القيمة إحدى ما يلي: {values}.',
    'validation.additional': 'الحقل "{field}" غير معروف.',
    'validation.invalid': 'قيمة غير صالحة.',
    'validation.malformedJson': 'نص الطلب ليس بصيغة JSON صحيحة.',
    'validation.unsupportedMedia': 'نوع المحتوى غير مدعوم.',
    'type.integer': 'عددًا صحيحًا',
    'type.number': 'رقمًا',
    'type.string': 'نصًا',
    'type.boolean': 'قيمة منطقية',
    'type.array': 'قائمة',
    'type.object': 'كائنًا',
  },
} satisfies Record<Language, Record<string, string>>;

export type MessageKey = keyof (typeof catalogue)['en'];

export function t(lang: Language, key: MessageKey, params: Record<string, string | number> = {}): string {
  const template: string = catalogue[lang][key] ?? catalogue.en[key] ?? key;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

export function isMessageKey(key: string): key is MessageKey {
  return key in catalogue.en;
}

/** Picks `ar` when Arabic is preferred over English in Accept-Language (honouring q weights), else `en`. */
export function languageFromHeader(header: string | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { base: tag.split('-')[0], q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.base === 'ar' || entry.base === 'en')
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return (ranked[0]?.base as Language | undefined) ?? DEFAULT_LANGUAGE;
}
