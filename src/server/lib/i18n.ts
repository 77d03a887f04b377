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
    'account.emailExists': 'A user with this email already exists.',
    'account.registered': 'Your account was created. A verification code has been sent to your email.',
    'account.passwordMismatch': 'The two passwords do not match.',
    'account.invalidPhone': 'Enter +966 followed by 9 digits, or an international number such as +447700900123.',
    'account.birthDatePast': 'The birth date must be in the past.',
    'account.invalidCredentials': 'Invalid email or password.',
    'account.notVerified': 'This user is not verified.',
    'account.supplierPending': "Your supplier account is awaiting the resort's approval.",
    'account.supplierRejected': 'Your supplier application was not approved. Please contact the resort.',
    'account.verified': 'Verification successful',
    'account.resetAllowed': 'Code verified. You can now set a new password.',
    'account.emailChanged': 'Your email address has been changed.',
    'account.otpInvalid': 'Invalid code.',
    'account.otpExpired': 'This code has expired. Request a new one.',
    'account.otpTooManyTries': 'Too many incorrect attempts. Request a new code.',
    'account.otpResent': 'OTP has been resent.',
    'account.resetNotAllowed': 'The password reset has expired or was already used. Request a new code.',
    'account.passwordReset': 'Your password has been changed. Sign in with the new password.',
    'account.currentPasswordWrong': 'The current password is incorrect.',
    'account.googleOff': 'Google sign-in is not configured.',
    'account.googleInvalid': 'The Google sign-in could not be verified.',
    'account.tooManyRequests': 'Too many requests. Try again in {seconds} seconds.',
    'upload.tooLarge': 'The file must be at most {limit} MB.',
    'catalogueStaff.priceOverlap': 'These nights overlap the price range {from} – {to}. Change or delete that range first.',
    'catalogueStaff.closedOverlap': 'These nights overlap the nights already closed from {from} to {to}.',
    'catalogueStaff.closedBooked': 'A booking holds nights from {from} to {to}; those nights cannot be closed.',
    'catalogueStaff.capacityBelowSold': 'Capacity cannot be less than the {sold} already sold.',
    'catalogueStaff.sessionHasTickets': 'This session has {count} tickets sold, so it cannot be cancelled.',
    'catalogueStaff.sessionHasHistory': 'This session has past bookings; set its capacity to 0 instead of removing it.',
    'catalogueStaff.hutHasBookings': 'This hut cannot be deleted: it has bookings ({count}). Deactivate it instead.',
    'catalogueStaff.promoExists': 'A promo code with this text already exists.',
    'catalogueStaff.maxBelowMin': 'The maximum must be at least the minimum.',
    'catalogueStaff.unknownHut': 'Choose an existing hut.',
    'catalogueStaff.unknownSupplier': 'Choose an approved supplier.',
    'catalogueStaff.imageMissing': 'Choose an image to upload.',
    'upload.badImage': 'Upload a JPEG, PNG or WebP image.',
    'upload.badAttachment': 'Attach a JPEG, PNG or WebP image, or a PDF.',
    'upload.unexpected': 'Unexpected file.',
    'upload.malformed': 'The form data could not be read.',
    'support.invalidSupplier': 'Choose a supplier from the list.',
    'catalogue.datesTogether': 'Give both date_from and date_to, or neither.',
    'catalogue.dateOrder': 'The check-in date must be before the check-out date.',
    'catalogue.dateOrderInclusive': 'The start date must not be after the end date.',
    'catalogue.datePast': 'The date cannot be in the past.',
    'catalogue.rangeTooLong': 'The range cannot be longer than {limit} nights.',
    'dashboard.stale': 'This record was changed by someone else. Reload to see the latest version.',
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
    'account.emailExists': 'يوجد مستخدم مسجَّل بهذا البريد الإلكتروني بالفعل.',
    'account.registered': 'تم إنشاء حسابك وأرسلنا رمز التحقق إلى بريدك الإلكتروني.',
    'account.passwordMismatch': 'كلمتا المرور غير متطابقتين.',
    'account.invalidPhone': 'أدخل +966 متبوعًا بـ 9 أرقام، أو رقمًا دوليًا مثل +447700900123.',
    'account.birthDatePast': 'يجب أن يكون تاريخ الميلاد في الماضي.',
    'account.invalidCredentials': 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
    'account.notVerified': 'هذا المستخدم لم يُفعِّل حسابه بعد.',
    'account.supplierPending': 'حساب المورّد الخاص بك بانتظار موافقة المنتجع.',
    'account.supplierRejected': 'لم تتم الموافقة على طلبك كمورّد. يُرجى التواصل مع المنتجع.',
    'account.verified': 'تم التحقق بنجاح',
    'account.resetAllowed': 'تم التحقق من الرمز. يمكنك الآن تعيين كلمة مرور جديدة.',
    'account.emailChanged': 'تم تغيير بريدك الإلكتروني.',
    'account.otpInvalid': 'الرمز غير صحيح.',
    'account.otpExpired': 'انتهت صلاحية هذا الرمز. اطلب رمزًا جديدًا.',
    'account.otpTooManyTries': 'محاولات خاطئة كثيرة. اطلب رمزًا جديدًا.',
    'account.otpResent': 'تمت إعادة إرسال الرمز.',
    'account.resetNotAllowed': 'انتهت مهلة إعادة تعيين كلمة المرور أو استُخدمت من قبل. اطلب رمزًا جديدًا.',
    'account.passwordReset': 'تم تغيير كلمة المرور. سجّل الدخول بكلمة المرور الجديدة.',
    'account.currentPasswordWrong': 'كلمة المرور الحالية غير صحيحة.',
    'account.googleOff': 'تسجيل الدخول عبر Google غير مُفعَّل.',
    'account.googleInvalid': 'تعذّر التحقق من تسجيل الدخول عبر Google.',
    'account.tooManyRequests': 'طلبات كثيرة جدًا. حاول مرة أخرى بعد {seconds} ثانية.',
    'upload.tooLarge': 'يجب ألا يزيد حجم الملف على {limit} ميغابايت.',
    'catalogueStaff.priceOverlap': 'هذه الليالي تتداخل مع نطاق الأسعار من {from} إلى {to}. عدّل ذلك النطاق أو احذفه أولًا.',
    'catalogueStaff.closedOverlap': 'هذه الليالي تتداخل مع ليالٍ مغلقة من {from} إلى {to}.',
    'catalogueStaff.closedBooked': 'يوجد حجز يشغل ليالي من {from} إلى {to}، فلا يمكن إغلاقها.',
    'catalogueStaff.capacityBelowSold': 'لا يمكن أن تقل السعة عن {sold} تم بيعها بالفعل.',
    'catalogueStaff.sessionHasTickets': 'بيعت {count} تذكرة لهذا الموعد، فلا يمكن إلغاؤه.',
    'catalogueStaff.sessionHasHistory': 'لهذا الموعد حجوزات سابقة؛ اجعل سعته 0 بدلًا من حذفه.',
    'catalogueStaff.hutHasBookings': 'لهذا الكوخ {count} حجزًا فلا يمكن حذفه. أوقف تفعيله بدلًا من ذلك.',
    'catalogueStaff.promoExists': 'يوجد رمز خصم بهذا النص بالفعل.',
    'catalogueStaff.maxBelowMin': 'يجب ألا يقل الحد الأقصى عن الحد الأدنى.',
    'catalogueStaff.unknownHut': 'اختر كوخًا موجودًا.',
    'catalogueStaff.unknownSupplier': 'اختر موردًا معتمدًا.',
    'catalogueStaff.imageMissing': 'اختر صورة لرفعها.',
    'upload.badImage': 'ارفع صورة بصيغة JPEG أو PNG أو WebP.',
    'upload.badAttachment': 'أرفق صورة بصيغة JPEG أو PNG أو WebP، أو ملف PDF.',
    'upload.unexpected': 'ملف غير متوقع.',
    'upload.malformed': 'تعذّرت قراءة بيانات النموذج.',
    'support.invalidSupplier': 'اختر مورّدًا من القائمة.',
    'catalogue.datesTogether': 'أدخل تاريخ الوصول وتاريخ المغادرة معًا، أو اتركهما فارغين.',
    'catalogue.dateOrder': 'يجب أن يسبق تاريخ الوصول تاريخ المغادرة.',
    'catalogue.dateOrderInclusive': 'يجب ألا يكون تاريخ البداية بعد تاريخ النهاية.',
    'catalogue.datePast': 'لا يمكن أن يكون التاريخ في الماضي.',
    'catalogue.rangeTooLong': 'يجب ألا تزيد المدة على {limit} ليلة.',
    'dashboard.stale': 'عدّل شخص آخر هذا السجل. أعد التحميل لترى أحدث نسخة.',
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
