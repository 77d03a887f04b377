import type { faq } from '../../db/schema';

type NewFaq = typeof faq.$inferInsert;

export const FAQ: NewFaq[] = [
  {
    question: 'What are the check-in and check-out times?',
    questionAr: 'ما مواعيد تسجيل الوصول والمغادرة؟',
    answer: 'Check-in opens at 3:00 pm and check-out is by 12:00 noon. If your flight lands early or leaves late, tell us in advance and we will do our best to arrange an early arrival or a late departure.',
    answerAr: 'يبدأ تسجيل الوصول الساعة الثالثة عصرًا، وتكون المغادرة قبل الثانية عشرة ظهرًا. وإن كانت رحلتك تصل مبكرًا أو تغادر متأخرة فأخبرنا مسبقًا، وسنسعى جهدنا لتيسير وصولك أو تأخير مغادرتك.',
  },
  {
    question: 'How do I get to Ken Resort?',
    questionAr: 'كيف أصل إلى منتجع كِن؟',
    answer: 'The resort lies on the Red Sea coast, about an hour and a half by road from the nearest airport. Airport transfers are not part of a booking: most guests drive or take a taxi, and there is shaded parking at several huts. Write to us before you travel and we will send you directions.',
    answerAr: 'يقع المنتجع على ساحل البحر الأحمر، على بُعد ساعة ونصف تقريبًا بالسيارة من أقرب مطار. ولا يشمل الحجز النقل من المطار؛ فأغلب ضيوفنا يأتون بسياراتهم أو بسيارة أجرة، وتتوفر مواقف مظلّلة عند عدد من الأكواخ. راسلنا قبل سفرك وسنرسل إليك وصف الطريق.',
  },
  {
    question: 'Is breakfast included in the price?',
    questionAr: 'هل السعر يشمل الإفطار؟',
    answer: 'It depends on the hut: where breakfast is listed under “With every stay”, it is served on your deck each morning at no extra cost; where it is listed under “On request”, ask us and we will arrange it. Either way it brings Saudi dishes, fresh fruit and Arabic coffee alongside an international selection.',
    answerAr: 'يختلف ذلك من كوخ إلى آخر: إن ظهر الإفطار في قائمة «مع كل إقامة» فهو يُقدَّم على شرفتك كل صباح دون تكلفة إضافية، وإن ظهر في قائمة «عند الطلب» فأخبرنا وسنرتّبه لك. وفي الحالتين يجمع بين الأطباق السعودية والفواكه الطازجة والقهوة العربية وتشكيلة من المطبخ العالمي.',
  },
  {
    question: 'Can I cancel or change my booking?',
    questionAr: 'هل يمكنني إلغاء حجزي أو تعديله؟',
    answer: 'You can cancel free of charge up to 48 hours before check-in and receive a full refund. After that the stay is non-refundable. Changes to dates depend on availability.',
    answerAr: 'يمكنك الإلغاء دون أي رسوم حتى 48 ساعة قبل موعد الوصول واسترداد المبلغ كاملًا، ولا يُسترد المبلغ بعد ذلك. أما تعديل التواريخ فيخضع لتوفّر الأكواخ.',
  },
  {
    question: 'Are children welcome?',
    questionAr: 'هل يُرحَّب بالأطفال؟',
    answer: 'Families are very welcome. Each hut states how many adults and children it sleeps, and our team can prepare a cot or an extra bed on request.',
    answerAr: 'نرحّب بالعائلات أجمل ترحيب. يوضّح وصف كل كوخ عدد البالغين والأطفال الذين يتسع لهم، ويمكن لفريقنا تجهيز سرير للرضيع أو سرير إضافي عند الطلب.',
  },
  {
    question: 'What can we do at the resort?',
    questionAr: 'ما الأنشطة المتاحة في المنتجع؟',
    answer: 'Snorkel the house reef straight from the shore, paddle a kayak at sunrise, sail to the outer islands, or simply rest in the spa. Events and services from our partners can be added to your stay when you book.',
    answerAr: 'يمكنك الغوص السطحي في الشعاب المرجانية مباشرة من الشاطئ، والتجديف بالقوارب عند الشروق، والإبحار إلى الجزر البعيدة، أو الاسترخاء في المنتجع الصحي. ويمكنك إضافة فعاليات شركائنا وخدماتهم إلى إقامتك عند الحجز.',
  },
  {
    question: 'Which payment methods do you accept?',
    questionAr: 'ما طرق الدفع المتاحة؟',
    answer: 'We accept mada, Visa and Mastercard through a secure payment page. Prices are in Saudi riyals and include 15% VAT, shown separately on every invoice.',
    answerAr: 'نقبل الدفع ببطاقات مدى وفيزا وماستركارد عبر صفحة دفع آمنة. الأسعار بالريال السعودي وتشمل ضريبة القيمة المضافة بنسبة 15%، وتظهر مستقلةً في كل فاتورة.',
  },
  {
    question: 'Is the resort suitable for guests with limited mobility?',
    questionAr: 'هل المنتجع مهيأ للضيوف ذوي الحركة المحدودة؟',
    answer: 'Several huts are at beach level with step-free paths, and buggies run across the resort day and night. Let us know your needs and we will match you with the right hut.',
    answerAr: 'تقع عدة أكواخ على مستوى الشاطئ بممرات خالية من الدرج، وتتنقل العربات الكهربائية في أرجاء المنتجع ليلًا ونهارًا. أخبرنا باحتياجاتك وسنختار لك الكوخ الأنسب.',
  },
].map((entry, index) => ({ ...entry, sortOrder: index + 1 }));
