import { DEFAULT_LANGUAGE, type Language } from '../../shared/constants';

/** Server-side messages; the web app has its own catalogue, these are only texts the API answers with. */
const catalogue = {
  en: {
    'validation.required': 'This field is required.',
    'validation.type': 'Must be a valid {type}.',
    'validation.integer': 'Enter a whole number, such as {example}.',
    'validation.number': 'Enter a number, such as {example}.',
    'validation.minLength': 'Use at least {limit} characters.',
    'validation.maxLength': 'Use at most {limit} characters; this text is longer.',
    'validation.minimum': 'Enter a number of {limit} or more.',
    'validation.maximum': 'Enter a number of {limit} or less.',
    'validation.exclusiveMinimum': 'Enter a number greater than {limit}.',
    'validation.exclusiveMaximum': 'Enter a number less than {limit}.',
    'validation.money': 'Enter a price of {zero} or more, in SAR, such as {example}.',
    'validation.amount': 'Enter an amount in SAR, such as {example}.',
    'validation.time': 'Enter a time from {first} to {last}, as hours:minutes.',
    'validation.promoCode': 'Use only Latin letters, digits, hyphens and underscores.',
    'validation.format.email': 'Enter a valid email address.',
    'validation.format.date': 'Enter a valid date in the format YYYY-MM-DD.',
    'validation.format.date-time': 'Enter a valid date and time.',
    'validation.format.other': 'Enter a valid value.',
    'validation.enum': 'Must be one of: {values}.',
    'validation.additional': 'Unknown field "{field}".',
    'validation.invalid': 'Invalid value.',
    'validation.malformedJson': 'The request body is not valid JSON.',
    'validation.unsupportedMedia': 'Unsupported content type.',
    'validation.bodyTooLarge': 'The request is too large.',
    'validation.badRequest': 'The request could not be understood.',
    'validation.nulCharacter': 'Remove the invisible null character from this text.',
    'account.emailExists': 'A user with this email already exists.',
    'account.registered': 'Your account was created. A verification code has been sent to your email.',
    'account.passwordMismatch': 'The two passwords do not match.',
    'account.invalidPhone': 'Enter +966 followed by 9 digits, or an international number such as +447700900123.',
    'account.birthDatePast': 'The birth date must be in the past.',
    'account.invalidCredentials': 'Invalid email or password.',
    'account.notVerified': 'This user is not verified.',
    'account.supplierPending': "Your supplier account is awaiting the resort's approval.",
    'account.supplierRejected': 'Your supplier application was not approved. Please contact the resort.',
    'account.supplierVerifiedPending': 'Your e-mail is verified. Your supplier application is now with the resort for approval.',
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
    'privacy.passwordWrong': 'The password is incorrect.',
    'privacy.noPassword':
      'Your account signs in with Google and has no password to confirm with. To delete it, write to the resort through the contact page and we will close it for you.',
    'privacy.stayInProgress': 'Your stay is in progress. You can delete your account after you check out.',
    'privacy.refundPending': 'A refund to you is still being processed. You can delete your account once it has gone through.',
    'privacy.cannotEraseSelf': 'You cannot erase your own account.',
    'privacy.exportExpired': 'This download link has expired. Ask for a new copy of your data from your profile.',
    'privacy.exportNotReady': 'Your data is still being prepared. The link will arrive by e-mail when it is ready.',
    'upload.tooLarge': 'The file must be at most {limit} MB.',
    'catalogueStaff.priceOverlap':
      'These nights run across the price range from {from} to {to}. A range may sit wholly inside a longer one (the shorter range wins for its nights), but not partly over it or on exactly the same nights: change that range, or pick nights inside it or outside it.',
    'catalogueStaff.closedOverlap': 'These nights overlap the nights already closed from {from} to {to}.',
    'catalogueStaff.closedBooked': 'A booking holds nights from {from} to {to}; those nights cannot be closed.',
    'catalogueStaff.rangeBooked':
      'Bookings hold nights that only this range prices ({codes}). Move them to other dates or another hut before deleting it.',
    'catalogueStaff.capacityBelowSold': 'Capacity cannot be less than the {sold} already sold.',
    'catalogueStaff.capacityBelowSoldNow': 'Capacity cannot be less than what is already sold.',
    'catalogueStaff.sessionHasHistory': 'This session has past bookings; set its capacity to 0 instead of removing it.',
    'catalogueStaff.hutHasBookings': 'This hut cannot be deleted: it has bookings ({count}). Deactivate it instead.',
    'catalogueStaff.promoExists': 'A promo code with this text already exists.',
    'figures.periodOrder': 'The end of the period must be on or after its start.',
    'figures.periodTooLong': 'Choose a period of at most {limit} days.',
    'catalogueStaff.maxBelowMin': 'The maximum must be at least the minimum.',
    'catalogueStaff.unknownHut': 'Choose an existing hut.',
    'catalogueStaff.unknownSupplier': 'Choose an approved supplier.',
    'bookingStaff.refundExceeds': 'At most {left} SAR can still be refunded on this booking.',
    'bookingStaff.nothingPaid': 'Nothing was paid on this booking, so there is nothing to refund.',
    'refunds.notFailed': 'Only a failed refund can be tried again; this one is {status}.',
    'refunds.ticketRefunded': "This ticket's refund has been made or asked for again since; nothing to retry.",
    'bookingStaff.notCancellable': 'This booking can no longer be cancelled (status: {status}).',
    'bookingStaff.amountRequired': 'Enter the amount to refund, more than zero.',
    'bookingStaff.amountFormat': 'Enter an amount such as 120 or 120.50.',
    'bookingStaff.noShowNotPaid': 'Only a paid booking can be marked as a no-show.',
    'bookingStaff.noShowTooEarly': 'A guest can be marked as a no-show from the check-in day on.',
    'bookingStaff.resendNotPaid': 'Only a paid booking has a confirmation to send again.',
    'bookingStaff.textRequired': 'This field may not be blank.',
    'catalogueStaff.imageMissing': 'Choose an image to upload.',
    'upload.badImage': 'Upload a JPEG, PNG or WebP image.',
    'upload.badAttachment': 'Attach a JPEG, PNG or WebP image, or a PDF.',
    'upload.unexpected': 'Unexpected file.',
    'upload.malformed': 'The form data could not be read.',
    'cors.originNotAllowed': 'This site is not allowed to call the Ken Resort API.',
    'upload.activePdf':
      'This PDF contains scripts, actions or embedded files, so it cannot be accepted. Save it again as a plain PDF (for example with "Print to PDF") and attach it.',
    'support.invalidSupplier': 'Choose a supplier from the list.',
    'support.replyEmpty': 'Write a reply before sending it.',
    'support.closedNoReply': 'This message is closed. Reopen it to reply.',
    'catalogue.datesTogether': 'Give both date_from and date_to, or neither.',
    'catalogue.dateOrder': 'The check-in date must be before the check-out date.',
    'catalogue.dateOrderInclusive': 'The start date must not be after the end date.',
    'catalogue.datePast': 'The date cannot be in the past.',
    'catalogue.rangeTooLong': 'The range cannot be longer than {limit} nights.',
    'dashboard.stale': 'This record was changed by someone else. Reload to see the latest version.',
    'dashboard.cannotDeactivateSelf': 'You cannot deactivate your own account.',
    'dashboard.reasonRequired': 'Give the supplier a reason for the rejection.',
    'dashboard.notSupplier': 'This account is not a supplier.',
    'checkin.already': 'Already checked in at {time} by {name}.',
    'checkin.refused': 'This e-ticket does not admit a guest today: {reason}',
    'checkin.reason.unknown': 'no booking has this code.',
    'checkin.reason.forged': 'the code is not signed by the resort.',
    'checkin.reason.not_paid': 'the booking is not paid.',
    'checkin.reason.cancelled': 'the booking was cancelled.',
    'checkin.reason.refunded': 'the booking was refunded.',
    'checkin.reason.not_today': 'the stay is not today.',
    'checkin.ticketNotToday': 'This ticket is not for today.',
    'checkin.overQuantity': 'Only {remaining} left on this ticket.',
    'seller.vatNumber': 'Enter the 15-digit VAT number, which starts and ends with 3 (for example 310175397400003).',
    'seller.crNumber': 'Enter the 10-digit commercial registration number.',
    'seller.buildingNumber': 'Enter the 4-digit building number of the national address.',
    'seller.postalCode': 'Enter the 5-digit postal code.',
    'seller.invoicePrefix': 'Use up to 12 capital Latin letters, digits or hyphens, such as KEN-.',
    'account.supplierRejectedReason': 'Your supplier application was not approved: {reason}',
    'type.integer': 'integer',
    'type.number': 'number',
    'type.string': 'string',
    'type.boolean': 'boolean',
    'type.array': 'list',
    'type.object': 'object',
    // The booking's and payment's answers (were bookings/messages.ts).
    'booking.hutUnknown': 'This hut does not exist or cannot be booked.',
    'booking.datePast': 'The check-in date cannot be in the past.',
    'booking.dateOrder': 'The check-out date must be after the check-in date.',
    'booking.tooLong': 'A stay cannot be longer than {limit} nights.',
    'booking.notPriced': 'The hut cannot be booked for every night of this stay.',
    'booking.nightsTaken': 'The hut is no longer available for these dates.',
    'booking.tooManyPersons': 'This hut takes at most {limit} guests.',
    'booking.tooManyKids': 'This hut takes at most {limit} children.',
    'booking.eventDateUnknown': 'This event date does not exist.',
    'booking.serviceDateUnknown': 'This service date does not exist.',
    'booking.itemUnknown': 'This item cannot be added to this hut.',
    'booking.outsideStay':
      '"{title}" on {date} is not during the stay: choose a day from check-in to the last night (the day of departure ends at check-out).',
    'booking.quantityRange': 'Choose from {min} to {max} for "{title}".',
    'booking.seatsGone': 'Only {left} left for "{title}" on {date}.',
    'booking.stockGone': 'Only {left} left of "{title}".',
    'booking.duplicate': 'The same date is listed twice.',
    'booking.promoInvalid': 'This promo code is not valid for this hut.',
    'idempotency.mismatch': 'This Idempotency-Key was already used for a different request. Send a new key for a new request.',
    'idempotency.inProgress': 'The first request with this Idempotency-Key is still being answered. Try again in a moment.',
    'booking.promoUsedUp': 'This promo code has been used as many times as it allows. Book without it or use another code.',
    'booking.notEditable': 'This booking can no longer be changed (status: {status}).',
    'booking.notDiscardable': 'Only a booking that is not paid, with no payment under way, can be discarded.',
    'booking.notPayable': 'This booking is not awaiting payment.',
    'booking.holdExpired': 'The hold on this booking has expired. Confirm it again to continue.',
    'booking.notPaid': 'Only a paid booking can be cancelled.',
    'booking.stayStarted': 'This stay has already started.',
    'booking.extrasNeedPaid': 'Services can only be added to a paid, upcoming booking.',
    'booking.nothingToPay': 'There is nothing to pay on this booking.',
    'booking.rateNotYet': 'A stay can be rated once it has ended.',
    'booking.rateNotPaid': 'Only a paid stay can be rated.',
    'booking.rateTwice': 'This stay has already been rated.',
    'booking.cardNumber': 'Enter a valid card number.',
    'booking.cardExpired': 'The card has expired.',
    'booking.cvc': 'Enter the 3-digit security code.',
    'booking.declined': 'The card was declined. Try another card.',
    'booking.checkoutUnknown': 'This checkout does not belong to the booking.',
    'booking.paymentUnknown': 'Unknown payment.',
    'booking.gatewayDown': 'The payment gateway is not reachable. Try again in a moment.',
    'booking.busy': 'Someone else is booking the same thing right now. Try again.',
    'booking.alreadyPaid': 'This booking is already paid. Nothing more was charged.',
    'booking.extrasAlreadyPaid': 'These services are already paid. Nothing more was charged.',
    'booking.paymentInProgress': 'A payment for this booking is already in progress. Check the booking in a moment before paying again.',
    'booking.checkoutClosed': 'This payment page has expired. Start the payment again.',
    'booking.checkoutNotAtGateway': 'The payment gateway does not know this checkout. Start the payment again.',
  },
  ar: {
    'validation.required': 'هذا الحقل مطلوب.',
    'validation.type': 'يجب أن تكون القيمة {type}.',
    'validation.integer': 'أدخل عددًا صحيحًا، مثل {example}.',
    'validation.number': 'أدخل رقمًا، مثل {example}.',
    'validation.minLength': 'اكتب ما لا يقل عن {limit} من الأحرف.',
    'validation.maxLength': 'اكتب ما لا يزيد على {limit} من الأحرف؛ هذا النص أطول.',
    'validation.minimum': 'أدخل عددًا يساوي {limit} أو أكثر.',
    'validation.maximum': 'أدخل عددًا يساوي {limit} أو أقل.',
    'validation.exclusiveMinimum': 'أدخل عددًا أكبر من {limit}.',
    'validation.exclusiveMaximum': 'أدخل عددًا أصغر من {limit}.',
    'validation.money': 'أدخل سعرًا يساوي {zero} أو أكثر بالريال السعودي، مثل {example}.',
    'validation.amount': 'أدخل مبلغًا بالريال السعودي، مثل {example}.',
    'validation.time': 'أدخل وقتًا من {first} إلى {last} بالساعات والدقائق.',
    'validation.promoCode': 'استخدم الحروف اللاتينية والأرقام والشرطة والشرطة السفلية فقط.',
    'validation.format.email': 'أدخل عنوان بريد إلكتروني صحيحًا.',
    'validation.format.date': 'أدخل تاريخًا صحيحًا بالصيغة YYYY-MM-DD.',
    'validation.format.date-time': 'أدخل تاريخًا ووقتًا صحيحين.',
    'validation.format.other': 'أدخل قيمة صحيحة.',
    'validation.enum': 'يجب أن تكون القيمة إحدى ما يلي: {values}.',
    'validation.additional': 'الحقل "{field}" غير معروف.',
    'validation.invalid': 'قيمة غير صالحة.',
    'validation.malformedJson': 'نص الطلب ليس بصيغة JSON صحيحة.',
    'validation.unsupportedMedia': 'نوع المحتوى غير مدعوم.',
    'validation.bodyTooLarge': 'حجم الطلب أكبر من المسموح.',
    'validation.badRequest': 'تعذّر فهم الطلب.',
    'validation.nulCharacter': 'احذف المحرف الخفي (null) من هذا النص.',
    'account.emailExists': 'يوجد مستخدم مسجَّل بهذا البريد الإلكتروني بالفعل.',
    'account.registered': 'تم إنشاء حسابك وأرسلنا رمز التحقق إلى بريدك الإلكتروني.',
    'account.passwordMismatch': 'كلمتا المرور غير متطابقتين.',
    'account.invalidPhone': 'أدخل +966 متبوعًا بـ ٩ أرقام، أو رقمًا دوليًا مثل +447700900123.',
    'account.birthDatePast': 'يجب أن يكون تاريخ الميلاد في الماضي.',
    'account.invalidCredentials': 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
    'account.notVerified': 'هذا المستخدم لم يُفعِّل حسابه بعد.',
    'account.supplierPending': 'حساب المورّد الخاص بك بانتظار موافقة المنتجع.',
    'account.supplierRejected': 'لم تتم الموافقة على طلبك كمورّد. يُرجى التواصل مع المنتجع.',
    'account.supplierVerifiedPending': 'تم التحقق من بريدك الإلكتروني، وطلبك كمورّد الآن لدى المنتجع للموافقة عليه.',
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
    'privacy.passwordWrong': 'كلمة المرور غير صحيحة.',
    'privacy.noPassword':
      'تسجّل الدخول إلى حسابك عبر Google فلا توجد كلمة مرور لتأكيد الحذف. لحذف حسابك، راسل المنتجع من صفحة التواصل وسنغلقه لك.',
    'privacy.stayInProgress': 'إقامتك جارية الآن. يمكنك حذف حسابك بعد تسجيل المغادرة.',
    'privacy.refundPending': 'ما زال استرداد مبلغ لك قيد المعالجة. يمكنك حذف حسابك بعد إتمامه.',
    'privacy.cannotEraseSelf': 'لا يمكنك محو حسابك أنت.',
    'privacy.exportExpired': 'انتهت صلاحية رابط التنزيل هذا. اطلب نسخة جديدة من بياناتك من ملفك الشخصي.',
    'privacy.exportNotReady': 'ما زلنا نجهّز بياناتك. سيصلك الرابط بالبريد الإلكتروني عندما تصبح جاهزة.',
    'upload.tooLarge': 'يجب ألا يزيد حجم الملف على {limit} ميغابايت.',
    'catalogueStaff.priceOverlap':
      'هذه الليالي تتقاطع مع نطاق الأسعار من {from} إلى {to}. يمكن أن يقع نطاق كاملًا داخل نطاق أطول (فيُعتمد سعر النطاق الأقصر في لياليه)، لا أن يغطي جزءًا منه أو الليالي نفسها تمامًا: عدّل ذلك النطاق، أو اختر ليالي داخله أو خارجه.',
    'catalogueStaff.closedOverlap': 'هذه الليالي تتداخل مع ليالٍ مغلقة من {from} إلى {to}.',
    'catalogueStaff.closedBooked': 'يوجد حجز يشغل ليالي من {from} إلى {to}، فلا يمكن إغلاقها.',
    'catalogueStaff.rangeBooked': 'توجد حجوزات تشغل ليالي لا يسعّرها إلا هذا النطاق ({codes}). انقلها إلى تواريخ أخرى أو كوخ آخر قبل حذفه.',
    'catalogueStaff.capacityBelowSold': 'لا يمكن أن تقل السعة عن {sold} تم بيعها بالفعل.',
    'catalogueStaff.capacityBelowSoldNow': 'لا يمكن أن تقل السعة عمّا تم بيعه بالفعل.',
    'catalogueStaff.sessionHasHistory': 'لهذا الموعد حجوزات سابقة؛ اجعل سعته ٠ بدلًا من حذفه.',
    'catalogueStaff.hutHasBookings': 'لهذا الكوخ {count} حجزًا فلا يمكن حذفه. أوقف تفعيله بدلًا من ذلك.',
    'catalogueStaff.promoExists': 'يوجد رمز خصم بهذا النص بالفعل.',
    'figures.periodOrder': 'يجب أن تكون نهاية الفترة في يوم بدايتها أو بعده.',
    'figures.periodTooLong': 'اختر فترة لا تزيد على {limit} يومًا.',
    'catalogueStaff.maxBelowMin': 'يجب ألا يقل الحد الأقصى عن الحد الأدنى.',
    'catalogueStaff.unknownHut': 'اختر كوخًا موجودًا.',
    'catalogueStaff.unknownSupplier': 'اختر موردًا معتمدًا.',
    'bookingStaff.refundExceeds': 'أقصى ما يمكن استرداده من هذا الحجز الآن {left} ر.س.',
    'bookingStaff.nothingPaid': 'لم يُدفع شيء لهذا الحجز، فلا يوجد ما يُسترد.',
    'refunds.notFailed': 'لا تُعاد المحاولة إلا لاسترداد فاشل، وحالة هذا الاسترداد: {status}.',
    'refunds.ticketRefunded': 'استُرد مبلغ هذه التذكرة أو طُلب استرداده من جديد، فلا حاجة لإعادة المحاولة.',
    'bookingStaff.notCancellable': 'لم يعد بالإمكان إلغاء هذا الحجز (الحالة: {status}).',
    'bookingStaff.amountRequired': 'أدخل المبلغ المراد استرداده، أكبر من صفر.',
    'bookingStaff.amountFormat': 'أدخل مبلغًا مثل 120 أو 120.50.',
    'bookingStaff.noShowNotPaid': 'لا يمكن تسجيل عدم الحضور إلا لحجز مدفوع.',
    'bookingStaff.noShowTooEarly': 'يمكن تسجيل عدم حضور الضيف ابتداءً من يوم الوصول.',
    'bookingStaff.resendNotPaid': 'لا يوجد تأكيد لإعادة إرساله إلا لحجز مدفوع.',
    'bookingStaff.textRequired': 'لا يمكن ترك هذا الحقل فارغًا.',
    'catalogueStaff.imageMissing': 'اختر صورة لرفعها.',
    'upload.badImage': 'ارفع صورة بصيغة JPEG أو PNG أو WebP.',
    'upload.badAttachment': 'أرفق صورة بصيغة JPEG أو PNG أو WebP، أو ملف PDF.',
    'upload.unexpected': 'ملف غير متوقع.',
    'upload.malformed': 'تعذّرت قراءة بيانات النموذج.',
    'cors.originNotAllowed': 'هذا الموقع غير مسموح له باستخدام واجهة منتجع كِن البرمجية.',
    'upload.activePdf':
      'يحتوي ملف PDF هذا على نصوص برمجية أو إجراءات أو ملفات مضمّنة، لذا لا يمكن قبوله. احفظه من جديد كملف PDF عادي (مثلًا عبر «الطباعة إلى PDF») ثم أرفقه.',
    'support.invalidSupplier': 'اختر مورّدًا من القائمة.',
    'support.replyEmpty': 'اكتب الرد قبل إرساله.',
    'support.closedNoReply': 'هذه الرسالة مغلقة. أعد فتحها لترد عليها.',
    'catalogue.datesTogether': 'أدخل تاريخ الوصول وتاريخ المغادرة معًا، أو اتركهما فارغين.',
    'catalogue.dateOrder': 'يجب أن يسبق تاريخ الوصول تاريخ المغادرة.',
    'catalogue.dateOrderInclusive': 'يجب ألا يكون تاريخ البداية بعد تاريخ النهاية.',
    'catalogue.datePast': 'لا يمكن أن يكون التاريخ في الماضي.',
    'catalogue.rangeTooLong': 'يجب ألا تزيد المدة على {limit} ليلة.',
    'dashboard.stale': 'عدّل شخص آخر هذا السجل. أعد التحميل لترى أحدث نسخة.',
    'dashboard.cannotDeactivateSelf': 'لا يمكنك تعطيل حسابك.',
    'dashboard.reasonRequired': 'اكتب للمورّد سبب الرفض.',
    'dashboard.notSupplier': 'هذا الحساب ليس حساب مورّد.',
    'checkin.already': 'تم تسجيل الوصول الساعة {time} بواسطة {name}.',
    'checkin.refused': 'هذه التذكرة لا تسمح بدخول الضيف اليوم: {reason}',
    'checkin.reason.unknown': 'لا يوجد حجز بهذا الرمز.',
    'checkin.reason.forged': 'الرمز غير موقّع من المنتجع.',
    'checkin.reason.not_paid': 'الحجز غير مدفوع.',
    'checkin.reason.cancelled': 'تم إلغاء الحجز.',
    'checkin.reason.refunded': 'تم استرداد مبلغ الحجز.',
    'checkin.reason.not_today': 'الإقامة ليست اليوم.',
    'checkin.ticketNotToday': 'هذه التذكرة ليست لليوم.',
    'checkin.overQuantity': 'المتبقي في هذه التذكرة {remaining} فقط.',
    'seller.vatNumber': 'أدخل الرقم الضريبي المكوّن من ١٥ رقمًا، يبدأ بالرقم ٣ وينتهي به (مثل 310175397400003).',
    'seller.crNumber': 'أدخل رقم السجل التجاري المكوّن من ١٠ أرقام.',
    'seller.buildingNumber': 'أدخل رقم المبنى في العنوان الوطني، وهو ٤ أرقام.',
    'seller.postalCode': 'أدخل الرمز البريدي المكوّن من ٥ أرقام.',
    'seller.invoicePrefix': 'استخدم حتى ١٢ حرفًا لاتينيًا كبيرًا أو رقمًا أو شرطة، مثل KEN-.',
    'account.supplierRejectedReason': 'لم تتم الموافقة على طلبك كمورّد: {reason}',
    'type.integer': 'عددًا صحيحًا',
    'type.number': 'رقمًا',
    'type.string': 'نصًا',
    'type.boolean': 'قيمة منطقية',
    'type.array': 'قائمة',
    'type.object': 'كائنًا',
    // The booking's and payment's answers (were bookings/messages.ts).
    'booking.hutUnknown': 'هذا الكوخ غير موجود أو غير متاح للحجز.',
    'booking.datePast': 'لا يمكن أن يكون تاريخ الوصول في الماضي.',
    'booking.dateOrder': 'يجب أن يكون تاريخ المغادرة بعد تاريخ الوصول.',
    'booking.tooLong': 'لا يمكن أن تزيد الإقامة على {limit} ليلة.',
    'booking.notPriced': 'لا يمكن حجز الكوخ لكل ليالي هذه الإقامة.',
    'booking.nightsTaken': 'لم يعد الكوخ متاحًا في هذه التواريخ.',
    'booking.tooManyPersons': 'يتسع هذا الكوخ لـ {limit} ضيوف على الأكثر.',
    'booking.tooManyKids': 'يتسع هذا الكوخ لـ {limit} أطفال على الأكثر.',
    'booking.eventDateUnknown': 'موعد الفعالية هذا غير موجود.',
    'booking.serviceDateUnknown': 'موعد الخدمة هذا غير موجود.',
    'booking.itemUnknown': 'لا يمكن إضافة هذا العنصر إلى هذا الكوخ.',
    'booking.outsideStay':
      '"{title}" بتاريخ {date} ليس ضمن فترة الإقامة: اختر يومًا من يوم الوصول حتى آخر ليلة (فيوم المغادرة ينتهي بموعد تسجيل المغادرة).',
    'booking.quantityRange': 'اختر من {min} إلى {max} لـ "{title}".',
    'booking.seatsGone': 'المتبقي {left} فقط لـ "{title}" بتاريخ {date}.',
    'booking.stockGone': 'المتبقي {left} فقط من "{title}".',
    'booking.duplicate': 'الموعد نفسه مذكور مرتين.',
    'booking.promoInvalid': 'رمز الخصم هذا غير صالح لهذا الكوخ.',
    'idempotency.mismatch': 'استُخدم مفتاح عدم التكرار (Idempotency-Key) هذا لطلب مختلف من قبل. أرسل مفتاحًا جديدًا لكل طلب جديد.',
    'idempotency.inProgress': 'ما زال الطلب الأول بمفتاح عدم التكرار هذا قيد المعالجة. حاول مرة أخرى بعد قليل.',
    'booking.promoUsedUp': 'استُنفد عدد مرات استخدام رمز الخصم هذا. احجز من دونه أو استخدم رمزًا آخر.',
    'booking.notEditable': 'لم يعد بالإمكان تعديل هذا الحجز (الحالة: {status}).',
    'booking.notDiscardable': 'لا يمكن حذف إلا حجز غير مدفوع ولا عملية دفع جارية له.',
    'booking.notPayable': 'هذا الحجز ليس بانتظار الدفع.',
    'booking.holdExpired': 'انتهت مدة حجز الموعد المؤقت. أكّد الحجز مرة أخرى للمتابعة.',
    'booking.notPaid': 'لا يمكن إلغاء إلا الحجز المدفوع.',
    'booking.stayStarted': 'بدأت هذه الإقامة بالفعل.',
    'booking.extrasNeedPaid': 'لا يمكن إضافة الخدمات إلا إلى حجز مدفوع لم يبدأ بعد.',
    'booking.nothingToPay': 'لا يوجد مبلغ مستحق على هذا الحجز.',
    'booking.rateNotYet': 'يمكن تقييم الإقامة بعد انتهائها.',
    'booking.rateNotPaid': 'لا يمكن تقييم إلا الإقامة المدفوعة.',
    'booking.rateTwice': 'تم تقييم هذه الإقامة من قبل.',
    'booking.cardNumber': 'أدخل رقم بطاقة صحيحًا.',
    'booking.cardExpired': 'انتهت صلاحية البطاقة.',
    'booking.cvc': 'أدخل رمز الأمان المكوّن من 3 أرقام.',
    'booking.declined': 'رُفضت البطاقة. جرّب بطاقة أخرى.',
    'booking.checkoutUnknown': 'عملية الدفع هذه لا تخص هذا الحجز.',
    'booking.paymentUnknown': 'عملية دفع غير معروفة.',
    'booking.gatewayDown': 'تعذّر الوصول إلى بوابة الدفع. حاول مرة أخرى بعد قليل.',
    'booking.busy': 'شخص آخر يحجز الشيء نفسه الآن. حاول مرة أخرى.',
    'booking.alreadyPaid': 'تم دفع هذا الحجز من قبل، ولم يُخصم أي مبلغ إضافي.',
    'booking.extrasAlreadyPaid': 'تم دفع هذه الخدمات من قبل، ولم يُخصم أي مبلغ إضافي.',
    'booking.paymentInProgress': 'هناك عملية دفع جارية لهذا الحجز. راجع الحجز بعد لحظات قبل أن تدفع مرة أخرى.',
    'booking.checkoutClosed': 'انتهت صلاحية صفحة الدفع هذه. ابدأ عملية الدفع من جديد.',
    'booking.checkoutNotAtGateway': 'بوابة الدفع لا تعرف عملية الدفع هذه. ابدأ عملية الدفع من جديد.',
  },
} satisfies Record<Language, Record<string, string>>;

export type MessageKey = keyof (typeof catalogue)['en'];

const ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';

/**
 * A value put into a message: in Arabic a number (a limit, a count, an amount such as "0.00") is written in
 * Arabic-Indic digits like the rest of the Arabic interface; names, codes, e-mails and dates are left as they are.
 */
function paramText(lang: Language, value: string | number): string {
  const text = String(value);
  if (lang !== 'ar' || !/^-?\d+(\.\d+)?$/.test(text)) return text;
  return text.replace(/\d/g, (digit) => ARABIC_DIGITS[Number(digit)]).replace('.', '٫');
}

/**
 * What to say, not words: a key of the catalogue and its parameters. Services throw it (lib/errors.ts) and the
 * edge writes it in the request's language (plugins/errors.ts, `inRequestLanguage` in plugins/requestContext.ts).
 */
export class Text {
  constructor(
    readonly key: MessageKey,
    readonly params: Readonly<Record<string, TextParam>> = {},
  ) {}
}

/** `new Conflict(text('booking.nightsTaken'))`, `new ValidationFailed({ amount: [text('bookingStaff.amountRequired')] })`. */
export const text = (key: MessageKey, params: Readonly<Record<string, TextParam>> = {}) => new Text(key, params);

/**
 * A parameter of a message: a value, one in each language (an offer's title) of which the message's language is
 * taken, or another message (a reason inside a refusal), written in the same language.
 */
export type TextParam = string | number | Readonly<Record<Language, string>> | Text;

/**
 * The booking's answers (`booking.*`) put their parameters in as given, Western digits included, as they
 * always have: writing them in Arabic-Indic digits would change what the API answers (issue 21 changes
 * nothing a client sees). Every other message writes numbers the Arabic way in Arabic.
 */
const asGiven = (key: MessageKey) => key.startsWith('booking.');

export function t(lang: Language, key: MessageKey, params: Readonly<Record<string, TextParam>> = {}): string {
  const template: string = catalogue[lang][key] ?? catalogue.en[key] ?? key;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (!(name in params)) return whole;
    const given = params[name];
    if (given instanceof Text) return t(lang, given.key, given.params);
    const value = typeof given === 'object' ? given[lang] : given;
    return asGiven(key) ? String(value) : paramText(lang, value);
  });
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
