import type { partners, terms, termsTitle } from '../../db/schema';

export const TERMS_TITLE: typeof termsTitle.$inferInsert = {
  title: 'Terms and conditions of your stay',
  titleAr: 'الشروط والأحكام الخاصة بإقامتك',
};

export const TERMS: (typeof terms.$inferInsert)[] = [
  {
    title: 'Bookings',
    titleAr: 'الحجز',
    description: 'A booking is confirmed once it is paid in full. The guest who makes the booking must be at least 18 years old and stay at the resort for the booked dates.',
    descriptionAr: 'يُعدّ الحجز مؤكدًا بعد سداد قيمته كاملة، ويجب ألا يقل عمر من يُجري الحجز عن 18 عامًا وأن يكون من المقيمين في المنتجع خلال المدة المحجوزة.',
  },
  {
    title: 'Prices and VAT',
    titleAr: 'الأسعار وضريبة القيمة المضافة',
    description: 'All prices are in Saudi riyals and include value added tax at 15%. Weekend nights (Friday and Saturday) may be priced differently.',
    descriptionAr: 'جميع الأسعار بالريال السعودي وتشمل ضريبة القيمة المضافة بنسبة 15%، وقد تختلف أسعار ليالي نهاية الأسبوع (الجمعة والسبت).',
  },
  {
    title: 'Cancellation and refunds',
    titleAr: 'الإلغاء واسترداد المبلغ',
    description: 'Cancellations made at least 48 hours before check-in receive a full refund to the original card. Later cancellations and no-shows are not refunded.',
    descriptionAr: 'يُردّ المبلغ كاملًا إلى البطاقة المستخدمة في الدفع عند الإلغاء قبل موعد الوصول بـ48 ساعة على الأقل، ولا يُردّ عند الإلغاء بعد ذلك أو عدم الحضور.',
  },
  {
    title: 'Check-in and identification',
    titleAr: 'تسجيل الوصول وإثبات الهوية',
    description: 'Every adult guest presents a valid national ID, residence permit or passport at check-in, as required by Saudi regulations.',
    descriptionAr: 'يقدّم كل ضيف بالغ عند الوصول هوية وطنية أو إقامة أو جواز سفر ساري المفعول، وفقًا للأنظمة المعمول بها في المملكة.',
  },
  {
    title: 'Occupancy',
    titleAr: 'عدد النزلاء',
    description: 'Each hut may host no more than the number of adults and children stated in its description, for the safety and comfort of all guests.',
    descriptionAr: 'لا يجوز أن يتجاوز عدد النزلاء في الكوخ العدد المحدد للبالغين والأطفال في وصفه، حرصًا على سلامة الضيوف وراحتهم جميعًا.',
  },
  {
    title: 'Caring for the reef',
    titleAr: 'المحافظة على الشعاب المرجانية',
    description: 'Touching, standing on or removing coral and marine life is forbidden. Please use reef-safe sun protection and follow the guides’ instructions in the water.',
    descriptionAr: 'يُمنع لمس المرجان أو الوقوف عليه أو أخذ أي شيء منه أو من الكائنات البحرية. نرجو استخدام واقي شمس آمن على الشعاب واتباع تعليمات المرشدين في البحر.',
  },
  {
    title: 'Activities and partners',
    titleAr: 'الأنشطة والشركاء',
    description: 'Events and services offered by partner suppliers are subject to weather and safety conditions. If an activity is cancelled for these reasons, its price is refunded.',
    descriptionAr: 'تخضع الفعاليات والخدمات التي يقدّمها شركاؤنا لأحوال الطقس واشتراطات السلامة، وإذا أُلغي نشاط لهذه الأسباب رُدّت قيمته.',
  },
  {
    title: 'Privacy',
    titleAr: 'الخصوصية',
    description: 'We use your personal data only to manage your booking and stay, keep it secure, and never sell it to third parties.',
    descriptionAr: 'نستخدم بياناتك الشخصية لإدارة حجزك وإقامتك فقط، ونحفظها بأمان، ولا نبيعها لأي طرف آخر.',
  },
].map((entry, index) => ({ ...entry, sortOrder: index + 1 }));

export const PARTNERS: (typeof partners.$inferInsert)[] = [
  // Each name is what its logo spells (the logo's <title>): the name is the logo's alternative text on the site.
  { name: 'Red Sea Dive Co.', image: '/media/partners/partner-1.svg', url: null },
  { name: 'Al Wajh Marine', image: '/media/partners/partner-2.svg', url: null },
  { name: 'Sadu Crafts', image: '/media/partners/partner-3.svg', url: null },
  { name: 'Coral Guardians', image: '/media/partners/partner-4.svg', url: null },
  { name: 'Hejaz Kitchens', image: '/media/partners/partner-5.svg', url: null },
].map((entry, index) => ({ ...entry, sortOrder: index + 1 }));
