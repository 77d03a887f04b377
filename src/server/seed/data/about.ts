import type { aboutUs, specialAboutUs, stories } from '../../db/schema';

export const ABOUT_US: typeof aboutUs.$inferInsert = {
  aboutUs: 'Ken Resort is a small collection of private huts set along a quiet stretch of the Saudi Red Sea coast, where the desert meets some of the clearest water and healthiest coral reefs in the world. Every hut opens onto the sea, and every stay is shaped around slow mornings, warm evenings and the rhythm of the tide.',
  aboutUsAr: 'منتجع كِن مجموعة صغيرة من الأكواخ الخاصة تمتد على شاطئ هادئ من ساحل البحر الأحمر في المملكة، حيث تلتقي الصحراء بمياه من أصفى مياه العالم وشعاب مرجانية من أغناها بالحياة. يطلّ كل كوخ على البحر مباشرة، وتُصاغ كل إقامة على إيقاع الصباحات الهادئة والأمسيات الدافئة وحركة المدّ والجزر.',
  vision: 'To be the most welcoming place on the Red Sea coast: a retreat that guests remember for its warmth and its care for the sea as much as for its beauty.',
  visionAr: 'أن نكون أكثر وجهات ساحل البحر الأحمر حفاوةً بضيوفها، ملاذًا يتذكره زواره بدفء استقباله وحرصه على البحر بقدر ما يتذكرون جماله.',
  mission: 'We offer quiet luxury in harmony with nature: thoughtful service, local flavours and experiences led by people who know this coast, while protecting the reef that makes it unique.',
  missionAr: 'نقدّم رفاهية هادئة منسجمة مع الطبيعة: خدمة تُعنى بالتفاصيل، ونكهات محلية، وتجارب يقودها أبناء هذا الساحل العارفون به، مع صون الشعاب المرجانية التي تمنحه تفرّده.',
  mainImage: '/media/content/about-main-1200.webp',
  visionImage: '/media/content/vision-1200.webp',
  missionImage: '/media/content/mission-1200.webp',
};

type Block = typeof stories.$inferInsert;

export const STORIES: Block[] = [
  {
    title: 'Where it began',
    titleAr: 'البداية',
    description: 'Ken began with a family of fishermen who knew every reef along this shore. Their first guests slept in palm-frond huts and ate the morning catch; the spirit of that hospitality still guides us.',
    descriptionAr: 'بدأت حكاية كن مع عائلة من الصيادين تعرف كل شعاب هذا الساحل. نام ضيوفهم الأوائل في أكواخ من سعف النخيل وتناولوا صيد الصباح، وما زالت روح تلك الضيافة تهدينا حتى اليوم.',
    image: '/media/content/story-1-1200.webp',
  },
  {
    title: 'Built with the coast',
    titleAr: 'بناءٌ يحترم الساحل',
    description: 'Our huts stand on light foundations above the sand, built from local stone and timber and cooled by the sea breeze, so the dunes and the reef remain as we found them.',
    descriptionAr: 'تقوم أكواخنا على أسس خفيفة فوق الرمال، وقد بُنيت من حجر المنطقة وأخشابها، ويلطّف نسيم البحر أجواءها، لتبقى الكثبان والشعاب كما وجدناها.',
    image: '/media/content/story-2-1200.webp',
  },
  {
    title: 'Guardians of the reef',
    titleAr: 'حُرّاس الشعاب',
    description: 'Together with marine biologists we monitor the house reef, replant coral and teach every guest how to enjoy the water without harming it.',
    descriptionAr: 'نرصد الشعاب المرجانية المحاذية للمنتجع بالتعاون مع علماء الأحياء البحرية، ونعيد استزراع المرجان، ونعرّف كل ضيف بكيفية الاستمتاع بالبحر دون أن يمسّه بسوء.',
    image: '/media/content/story-3-1200.webp',
  },
].map((entry, index) => ({ ...entry, sortOrder: index + 1 }));

export const OUR_SERVICES: Block[] = [
  {
    title: 'Private beach huts',
    titleAr: 'أكواخ شاطئية خاصة',
    description: 'Spacious huts with their own terrace, outdoor shower and uninterrupted views of the sea.',
    descriptionAr: 'أكواخ رحبة لكلٍّ منها شرفته الخاصة ودشّه الخارجي وإطلالته المفتوحة على البحر.',
    image: '/media/content/service-1-1200.webp',
  },
  {
    title: 'Diving and snorkelling',
    titleAr: 'الغوص والغطس',
    description: 'Guided dives and snorkelling trips to the house reef and the outer islands, for beginners and experienced divers alike.',
    descriptionAr: 'رحلات غوص وغطس بصحبة مرشدين إلى الشعاب القريبة والجزر البعيدة، تناسب المبتدئين والغواصين المتمرسين على حدّ سواء.',
    image: '/media/content/service-2-1200.webp',
  },
  {
    title: 'Coastal dining',
    titleAr: 'مائدة الساحل',
    description: 'The day’s catch grilled on the beach, Hejazi recipes and dinners by lantern light under the stars.',
    descriptionAr: 'صيد اليوم مشويًّا على الشاطئ، وأطباق حجازية أصيلة، وعشاء على ضوء الفوانيس تحت النجوم.',
    image: '/media/content/service-3-1200.webp',
  },
  {
    title: 'Spa and wellbeing',
    titleAr: 'العناية والاسترخاء',
    description: 'Treatments inspired by the sea and the desert, sunrise yoga and quiet corners made for rest.',
    descriptionAr: 'جلسات عناية مستوحاة من البحر والصحراء، ويوغا مع إشراقة الشمس، وزوايا هادئة صُمّمت للراحة.',
    image: '/media/content/service-4-1200.webp',
  },
].map((entry, index) => ({ ...entry, sortOrder: index + 1 }));

export const SPECIAL_ABOUT_US: (typeof specialAboutUs.$inferInsert)[] = [
  { title: 'A living coral reef steps from your door', titleAr: 'شعاب مرجانية حيّة على بُعد خطوات من بابك', image: '/media/content/special-1-1200.webp' },
  { title: 'Only a handful of huts, never a crowd', titleAr: 'أكواخ معدودة، فلا زحام أبدًا', image: '/media/content/special-2-1200.webp' },
  { title: 'Saudi hospitality in every detail', titleAr: 'ضيافة سعودية في كل تفصيل', image: '/media/content/special-3-1200.webp' },
  { title: 'Dark skies for stargazing', titleAr: 'سماء صافية لتأمّل النجوم', image: '/media/content/special-4-1200.webp' },
].map((entry, index) => ({ ...entry, sortOrder: index + 1 }));
