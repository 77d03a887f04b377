/**
 * The six demo huts, each with three pictures of its own (public/media/huts/hut-N-{a,b,c}-<width>.webp, made by scripts/art). Prices are per night
 * in SAR, VAT included, for three seasons that together cover the twelve months after the seed date.
 */
export interface SeedHut {
  title: string;
  titleAr: string;
  description: string;
  descriptionAr: string;
  size: 'small' | 'meduim' | 'large';
  maxPersonsNum: number;
  maxKidsNum: number;
  bedroomsNum: number;
  bathroomsNum: number;
  latitude: string;
  longitude: string;
  address: string;
  addressAr: string;
  /** Winter (mild, high season), spring, summer: [price, weekend price or null]. */
  seasons: [string, string | null][];
  features: string[];
  extras: string[];
  activities: [string, string][];
}

/** icon → [English, Arabic] */
export const FEATURES: Record<string, [string, string]> = {
  wifi: ['Fast Wi-Fi throughout', 'إنترنت لاسلكي سريع في كل الأرجاء'],
  pool: ['Private plunge pool', 'مسبح خاص صغير'],
  breakfast: ['Breakfast served on your deck', 'إفطار يُقدَّم على شرفتك'],
  parking: ['Shaded parking', 'موقف سيارات مظلّل'],
  snorkel: ['Snorkel gear for every guest', 'معدات غطس لكل ضيف'],
  kayak: ['Two-seat sea kayak', 'قارب كاياك بحري لشخصين'],
  spa: ['In-hut massage on request', 'جلسة تدليك في الكوخ عند الطلب'],
  bbq: ['Beach barbecue set-up', 'تجهيز شواء على الشاطئ'],
  ac: ['Quiet air conditioning', 'تكييف هادئ'],
  kitchen: ['Kitchenette with coffee corner', 'مطبخ صغير مع ركن للقهوة'],
  towels: ['Beach towels and loungers', 'مناشف وكراسي استرخاء للشاطئ'],
  boat: ['Boat transfer to the outer reef', 'نقل بالقارب إلى الشعاب الخارجية'],
};

export const HUTS: SeedHut[] = [
  {
    title: 'Lagoon Hut',
    titleAr: 'كوخ البحيرة',
    description: 'A cosy palm-roofed hut on stilts above the shallow lagoon, with a hammock deck and steps straight into clear turquoise water. Made for two.',
    descriptionAr: 'كوخ دافئ بسقف من سعف النخيل، قائم على ركائز فوق البحيرة الضحلة، فيه شرفة بأرجوحة شبكية ودرجات تنزل مباشرة إلى الماء الفيروزي الصافي. صُمّم لشخصين.',
    size: 'small', maxPersonsNum: 2, maxKidsNum: 0, bedroomsNum: 1, bathroomsNum: 1,
    latitude: '25.061420', longitude: '37.256830',
    address: 'Lagoon Walk 1, Ken Resort, north of Umluj, Tabuk Province',
    addressAr: 'ممشى البحيرة 1، منتجع كِن، شمال أملج، منطقة تبوك',
    seasons: [['650.00', '780.00'], ['550.00', null], ['450.00', null]],
    features: ['wifi', 'ac', 'breakfast', 'snorkel', 'towels'],
    extras: ['spa', 'kayak'],
    activities: [['Sunrise swim in the lagoon', 'سباحة مع شروق الشمس في البحيرة'], ['Hammock reading hour', 'ساعة قراءة على الأرجوحة']],
  },
  {
    title: 'Coral Villa',
    titleAr: 'فيلا المرجان',
    description: 'A bright two-bedroom villa facing the house reef, with a private plunge pool and a shaded majlis for long evenings by the sea.',
    descriptionAr: 'فيلا مشرقة بغرفتي نوم تطلّ على الشعاب المرجانية القريبة، فيها مسبح خاص ومجلس مظلّل لسهرات طويلة قرب البحر.',
    size: 'meduim', maxPersonsNum: 4, maxKidsNum: 2, bedroomsNum: 2, bathroomsNum: 2,
    latitude: '25.063910', longitude: '37.252140',
    address: 'Reef Row 4, Ken Resort, north of Umluj, Tabuk Province',
    addressAr: 'صف الشعاب 4، منتجع كِن، شمال أملج، منطقة تبوك',
    seasons: [['1250.00', '1450.00'], ['1050.00', '1200.00'], ['900.00', null]],
    features: ['wifi', 'ac', 'pool', 'breakfast', 'snorkel', 'parking'],
    extras: ['spa', 'bbq', 'boat'],
    activities: [['Guided house-reef snorkel', 'غطس بصحبة مرشد عند الشعاب القريبة'], ['Sunset on the majlis terrace', 'الغروب من شرفة المجلس']],
  },
  {
    title: 'Dune House',
    titleAr: 'بيت الكثبان',
    description: 'A spacious family house right on the beach where the dunes meet the sea: three bedrooms, a full kitchen and a fire pit under the stars.',
    descriptionAr: 'بيت عائلي فسيح على الشاطئ مباشرة حيث تلتقي الكثبان بالبحر: ثلاث غرف نوم ومطبخ كامل وموقد نار تحت النجوم.',
    size: 'large', maxPersonsNum: 6, maxKidsNum: 3, bedroomsNum: 3, bathroomsNum: 3,
    latitude: '25.058770', longitude: '37.261050',
    address: 'Dune Beach 7, Ken Resort, north of Umluj, Tabuk Province',
    addressAr: 'شاطئ الكثبان 7، منتجع كِن، شمال أملج، منطقة تبوك',
    seasons: [['1900.00', '2200.00'], ['1650.00', '1900.00'], ['1400.00', null]],
    features: ['wifi', 'ac', 'kitchen', 'bbq', 'parking', 'towels'],
    extras: ['breakfast', 'spa', 'boat'],
    activities: [['Sandboarding on the dunes', 'التزلج على رمال الكثبان'], ['Campfire and stargazing', 'سمر حول النار وتأمل النجوم']],
  },
  {
    title: 'Sunset Overwater Suite',
    titleAr: 'جناح الغروب فوق الماء',
    description: 'An overwater suite at the end of the jetty with a glass floor panel, a west-facing deck and the best sunset seat in the resort.',
    descriptionAr: 'جناح فوق الماء في نهاية الرصيف، فيه لوح أرضي زجاجي وشرفة تطلّ على الغرب، ومنه أجمل مشهد للغروب في المنتجع.',
    size: 'meduim', maxPersonsNum: 3, maxKidsNum: 1, bedroomsNum: 1, bathroomsNum: 1,
    latitude: '25.065230', longitude: '37.249610',
    address: 'Jetty End 2, Ken Resort, north of Umluj, Tabuk Province',
    addressAr: 'نهاية الرصيف 2، منتجع كِن، شمال أملج، منطقة تبوك',
    seasons: [['1600.00', '1850.00'], ['1350.00', '1550.00'], ['1150.00', '1300.00']],
    features: ['wifi', 'ac', 'breakfast', 'snorkel', 'kayak'],
    extras: ['spa', 'boat'],
    activities: [['Fish watching through the glass floor', 'مشاهدة الأسماك عبر الأرضية الزجاجية'], ['Sunset paddle by kayak', 'جولة بالكاياك وقت الغروب']],
  },
  {
    title: 'Reef Family Lodge',
    titleAr: 'نُزل الشعاب العائلي',
    description: 'Our largest lodge, set in a palm garden a short walk from the beach: four bedrooms, a shared pool deck and room for the whole family.',
    descriptionAr: 'أكبر نُزلنا، وسط حديقة نخيل على بُعد خطوات من الشاطئ: أربع غرف نوم وسطح مسبح مشترك ومتّسع للعائلة كلها.',
    size: 'large', maxPersonsNum: 8, maxKidsNum: 4, bedroomsNum: 4, bathroomsNum: 3,
    latitude: '26.245310', longitude: '36.452870',
    address: 'Palm Garden 3, Ken Resort Al Wajh, Tabuk Province',
    addressAr: 'حديقة النخيل 3، منتجع كِن الوجه، منطقة تبوك',
    seasons: [['2100.00', '2400.00'], ['1800.00', null], ['1500.00', null]],
    features: ['wifi', 'ac', 'pool', 'kitchen', 'parking', 'bbq'],
    extras: ['breakfast', 'snorkel', 'boat'],
    activities: [['Kids’ rock-pool discovery', 'اكتشاف برك الصخور للأطفال'], ['Family barbecue night', 'ليلة شواء عائلية']],
  },
  {
    title: 'Moonlight Cabana',
    titleAr: 'كابانا ضوء القمر',
    description: 'A secluded cabana in the quiet southern cove, with an outdoor rain shower and a daybed on the sand for moonlit nights.',
    descriptionAr: 'كابانا منعزلة في الخليج الجنوبي الهادئ، فيها دُش خارجي ومتّكأ على الرمل لليالٍ مقمرة.',
    size: 'small', maxPersonsNum: 2, maxKidsNum: 1, bedroomsNum: 1, bathroomsNum: 1,
    latitude: '26.241180', longitude: '36.458920',
    address: 'South Cove 5, Ken Resort Al Wajh, Tabuk Province',
    addressAr: 'الخليج الجنوبي 5، منتجع كِن الوجه، منطقة تبوك',
    seasons: [['750.00', '850.00'], ['620.00', null], ['500.00', null]],
    features: ['wifi', 'ac', 'towels', 'snorkel'],
    extras: ['breakfast', 'spa', 'bbq'],
    activities: [['Moonlit beach walk', 'نزهة على الشاطئ تحت ضوء القمر'], ['Morning yoga on the sand', 'يوغا صباحية على الرمل']],
  },
];

/** Published reviews of huts by the content seed's demo guests (hut index, guest e-mail, stars, text, days ago). */
export const HUT_REVIEWS: [number, string, number, string, number][] = [
  [0, 'james.whitaker@demo.ken-resort.sa', 5, 'Waking up above the lagoon was unreal. Tiny, perfect and so peaceful.', 40],
  [1, 'noura.alharbi@demo.ken-resort.sa', 5, 'الفيلا نظيفة وواسعة والمسبح الخاص رائع، والشعاب على بُعد خطوات.', 28],
  [2, 'faisal.alotaibi@demo.ken-resort.sa', 4, 'بيت مناسب جدًا للعائلة، والأطفال استمتعوا بالكثبان والشاطئ.', 52],
  [3, 'layla.haddad@demo.ken-resort.sa', 5, 'The glass floor and the sunsets from the deck made our anniversary.', 61],
  [4, 'sara.alqahtani@demo.ken-resort.sa', 4, 'النُزل يتّسع للجميع والحديقة جميلة، تمنّيت لو كان أقرب قليلًا إلى البحر.', 75],
  [5, 'james.whitaker@demo.ken-resort.sa', 5, 'Quiet cove, outdoor shower under the stars — exactly the escape we wanted.', 90],
  [1, 'layla.haddad@demo.ken-resort.sa', 4, 'Lovely villa and a very helpful team; the breakfast on the deck was a treat.', 110],
];
