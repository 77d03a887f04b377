/**
 * Demo events, services and special items, each with its own picture made by scripts/art
 * (public/media/{events/event-N,services/service-N,items/item-N}-<width>.webp). `days` are offsets from the seed date; `hut` is an index into HUTS.
 */
type Pair = [string, string];

export interface SeedEvent {
  title: Pair;
  description: Pair;
  location: Pair;
  supplier: 'dive' | 'spa';
  hut: number;
  price: string;
  capacity: number;
  days: number[];
  includes: [string, string, string][];
  notes: Pair[];
  /** Sold to day visitors too (tickets without a stay). */
  dayVisit?: boolean;
}

export const EVENTS: SeedEvent[] = [
  { title: ['Night Snorkelling', 'الغطس الليلي'], description: ['Glide over the reef after dark with underwater torches and watch it glow with life.', 'انساب فوق الشعاب بعد حلول الظلام بمصابيح مائية، وشاهدها تتوهّج بالحياة.'], location: ['House reef jetty', 'رصيف الشعاب القريبة'], supplier: 'dive', hut: 1, price: '280.00', capacity: 12, days: [5, 19, 40], includes: [['snorkel', 'Mask, fins and torch', 'قناع وزعانف ومصباح'], ['towels', 'Towels and hot tea after', 'مناشف وشاي ساخن بعد الغطس']], notes: [['Confident swimmers only, age 12+.', 'للسبّاحين الواثقين فقط، من عمر 12 عامًا فأكثر.']], dayVisit: true },
  { title: ['Sunset Yoga', 'يوغا الغروب'], description: ['A gentle flow on the beach as the sun sinks into the Red Sea.', 'جلسة يوغا هادئة على الشاطئ بينما تغيب الشمس في البحر الأحمر.'], location: ['West beach deck', 'منصة الشاطئ الغربي'], supplier: 'spa', hut: 3, price: '120.00', capacity: 16, days: [3, 10, 24, 45], includes: [['spa', 'Mats and blocks', 'حُصر ومكعبات يوغا'], ['breakfast', 'Fresh juice after class', 'عصير طازج بعد الجلسة']], notes: [['All levels welcome.', 'مناسبة لكل المستويات.']], dayVisit: true },
  { title: ['Oud Evening', 'أمسية العود'], description: ['An intimate evening of oud music under the palms, with dates and Arabic coffee.', 'أمسية حميمة مع أنغام العود تحت النخيل، مع التمر والقهوة العربية.'], location: ['Palm garden majlis', 'مجلس حديقة النخيل'], supplier: 'spa', hut: 4, price: '150.00', capacity: 30, days: [8, 29, 60], includes: [['breakfast', 'Dates and Arabic coffee', 'تمر وقهوة عربية']], notes: [['Seating on floor cushions.', 'الجلوس على وسائد أرضية.']] },
  { title: ['Seafood Beach Dinner', 'عشاء المأكولات البحرية على الشاطئ'], description: ['The day’s catch grilled on the sand, served by lantern light at a long table.', 'صيد اليوم مشويًّا على الرمل، يُقدَّم على ضوء الفوانيس حول مائدة طويلة.'], location: ['Dune beach', 'شاطئ الكثبان'], supplier: 'spa', hut: 2, price: '350.00', capacity: 24, days: [6, 20, 48], includes: [['bbq', 'Four-course grilled menu', 'قائمة مشاوي من أربعة أطباق'], ['towels', 'Lanterns and beach seating', 'فوانيس وجلسات على الشاطئ']], notes: [['Tell us about allergies when booking.', 'أخبرنا بأي حساسية غذائية عند الحجز.']] },
  { title: ['Reef Cleanup Dive', 'غوصة تنظيف الشعاب'], description: ['Dive with our marine team to clear debris and log reef health.', 'اغطس مع فريقنا البحري لإزالة المخلّفات وتسجيل حالة الشعاب.'], location: ['Outer reef', 'الشعاب الخارجية'], supplier: 'dive', hut: 1, price: '200.00', capacity: 10, days: [12, 33], includes: [['boat', 'Boat and tanks', 'القارب وأسطوانات الهواء'], ['snorkel', 'Collection bags and gloves', 'أكياس جمع وقفازات']], notes: [['Certified divers only.', 'للغوّاصين الحاصلين على شهادة فقط.']] },
  { title: ['Stargazing Night', 'ليلة تأمل النجوم'], description: ['Far from city lights, find constellations with a guide and a telescope.', 'بعيدًا عن أضواء المدن، تعرّف إلى الأبراج مع مرشد ومقراب.'], location: ['Dune top', 'قمة الكثبان'], supplier: 'dive', hut: 2, price: '160.00', capacity: 20, days: [9, 38, 70], includes: [['towels', 'Blankets and cushions', 'بطانيات ووسائد'], ['breakfast', 'Hot drinks', 'مشروبات ساخنة']], notes: [['Dress warmly; desert nights are cool.', 'البس ملابس دافئة، فليالي الصحراء باردة.']] },
  { title: ['Kids’ Marine-Biology Workshop', 'ورشة الأحياء البحرية للأطفال'], description: ['Young explorers meet crabs, shells and sea stars in a hands-on morning.', 'يتعرّف المستكشفون الصغار إلى السرطانات والأصداف ونجوم البحر في صباح تفاعلي.'], location: ['Rock pools, family beach', 'برك الصخور، الشاطئ العائلي'], supplier: 'dive', hut: 4, price: '90.00', capacity: 15, days: [4, 18, 32, 55], includes: [['snorkel', 'Field kit and magnifiers', 'أدوات ميدانية وعدسات مكبّرة']], notes: [['Ages 6–12; a parent stays nearby.', 'للأعمار من 6 إلى 12 عامًا، مع بقاء أحد الوالدين قريبًا.']] },
  { title: ['Dhow Sailing', 'الإبحار بالسنبوك'], description: ['Sail the coast on a traditional wooden dhow with a swim stop at a sandbank.', 'أبحر على طول الساحل في سنبوك خشبي تقليدي مع توقف للسباحة عند لسان رملي.'], location: ['Resort marina', 'مرسى المنتجع'], supplier: 'dive', hut: 0, price: '420.00', capacity: 18, days: [7, 21, 49], includes: [['boat', 'Three hours on board', 'ثلاث ساعات على متن القارب'], ['breakfast', 'Light lunch and drinks', 'غداء خفيف ومشروبات']], notes: [['Trips may move with the wind.', 'قد تتغيّر المواعيد بحسب الرياح.']], dayVisit: true },
  { title: ['Henna & Crafts', 'الحناء والحِرف'], description: ['Learn henna patterns and Sadu weaving from local artisans.', 'تعلّم نقوش الحناء ونسج السدو على أيدي حرفيات محليات.'], location: ['Craft tent', 'خيمة الحِرف'], supplier: 'spa', hut: 5, price: '110.00', capacity: 14, days: [11, 26, 52], includes: [['spa', 'Natural henna and materials', 'حناء طبيعية وخامات']], notes: [['Natural henna lasts one to two weeks.', 'تدوم الحناء الطبيعية أسبوعًا إلى أسبوعين.']] },
  { title: ['Full-Moon Beach Cinema', 'سينما الشاطئ تحت البدر'], description: ['A classic film on a big screen on the sand, under the full moon.', 'فيلم كلاسيكي على شاشة كبيرة فوق الرمل تحت ضوء البدر.'], location: ['Main beach', 'الشاطئ الرئيسي'], supplier: 'spa', hut: 5, price: '75.00', capacity: 40, days: [14, 44, 73], includes: [['towels', 'Beanbags and blankets', 'وسائد أرضية وبطانيات'], ['breakfast', 'Popcorn and drinks', 'فشار ومشروبات']], notes: [['Films shown in Arabic with English subtitles.', 'تُعرض الأفلام بالعربية مع ترجمة إنجليزية.']] },
  { title: ['Freediving Clinic', 'دورة الغوص الحر'], description: ['Breath-hold technique, safety and relaxation with a certified instructor.', 'تقنيات حبس النفس والسلامة والاسترخاء مع مدرّب معتمد.'], location: ['Lagoon and pool', 'البحيرة والمسبح'], supplier: 'dive', hut: 3, price: '480.00', capacity: 8, days: [15, 36], includes: [['snorkel', 'Long fins, mask and wetsuit', 'زعانف طويلة وقناع وبدلة غوص'], ['pool', 'Pool session', 'جلسة تدريب في المسبح']], notes: [['Medical form required on arrival.', 'يلزم تعبئة نموذج طبي عند الوصول.']] },
  { title: ['Arabic Coffee Ceremony', 'مراسم القهوة العربية'], description: ['Roast, grind and pour Saudi coffee the traditional way, with stories of the coast.', 'حمّص القهوة السعودية واطحنها وصبّها على الطريقة التقليدية، مع حكايات الساحل.'], location: ['Palm garden majlis', 'مجلس حديقة النخيل'], supplier: 'spa', hut: 0, price: '60.00', capacity: 20, days: [2, 16, 30, 58], includes: [['breakfast', 'Coffee, dates and sweets', 'قهوة وتمر وحلويات']], notes: [['Family friendly.', 'مناسبة للعائلات.']], dayVisit: true },
];

export interface SeedService {
  title: Pair;
  description: Pair;
  supplier: 'dive' | 'spa';
  hut: number;
  price: string;
  capacity: number;
  days: number[];
  /** Sold to day visitors too (a session without a stay). */
  dayVisit?: boolean;
}

export const SERVICES: SeedService[] = [
  { title: ['Discover Scuba', 'تجربة الغوص الأولى'], description: ['Your first dive with an instructor, from the beach to the reef edge.', 'غوصتك الأولى مع مدرّب، من الشاطئ حتى حافة الشعاب.'], supplier: 'dive', hut: 1, price: '550.00', capacity: 4, days: [1, 3, 5, 8, 12], dayVisit: true },
  { title: ['Guided Snorkel Trip', 'رحلة غطس بصحبة مرشد'], description: ['A boat ride to the outer reef with a marine guide.', 'رحلة بالقارب إلى الشعاب الخارجية مع مرشد بحري.'], supplier: 'dive', hut: 0, price: '240.00', capacity: 10, days: [2, 4, 6, 9, 13], dayVisit: true },
  { title: ['Private Boat Charter', 'استئجار قارب خاص'], description: ['Half a day on the water for your group, wherever you like.', 'نصف يوم في البحر لمجموعتك، إلى حيث تشاء.'], supplier: 'dive', hut: 3, price: '1800.00', capacity: 1, days: [3, 7, 10, 14] },
  { title: ['Sunset Kayak Tour', 'جولة كاياك عند الغروب'], description: ['Paddle along the mangroves as the light turns gold.', 'جدّف بمحاذاة أشجار المانغروف حين يتحوّل الضوء إلى ذهبي.'], supplier: 'dive', hut: 5, price: '180.00', capacity: 8, days: [1, 2, 6, 11], dayVisit: true },
  { title: ['Signature Massage', 'التدليك المميّز'], description: ['Sixty minutes of warm-oil massage in your hut or our spa tent.', 'ستون دقيقة من التدليك بالزيت الدافئ في كوخك أو في خيمة السبا.'], supplier: 'spa', hut: 2, price: '450.00', capacity: 6, days: [1, 2, 3, 4, 5, 8] },
  { title: ['Private Chef Dinner', 'عشاء مع طاهٍ خاص'], description: ['A chef cooks a Hijazi seafood dinner at your hut.', 'طاهٍ يُعدّ عشاءً حجازيًّا من المأكولات البحرية في كوخك.'], supplier: 'spa', hut: 4, price: '950.00', capacity: 2, days: [2, 5, 9, 15] },
  { title: ['Couples’ Spa Ritual', 'طقوس السبا للثنائي'], description: ['Scrub, bath and massage for two with Red Sea salts.', 'تقشير وحمّام وتدليك لشخصين بأملاح البحر الأحمر.'], supplier: 'spa', hut: 3, price: '980.00', capacity: 3, days: [3, 6, 10, 17] },
  { title: ['Floating Breakfast', 'الإفطار العائم'], description: ['Breakfast served on a tray in your pool.', 'إفطار يُقدَّم على صينية عائمة في مسبحك.'], supplier: 'spa', hut: 1, price: '220.00', capacity: 5, days: [1, 2, 4, 7, 10] },
];

/** [hut index, title, price, stock, max per booking] */
export const KEN_ITEMS: { hut: number; title: Pair; price: string; capacity: number; max: number }[] = [
  { hut: 0, title: ['Welcome fruit basket', 'سلة فواكه ترحيبية'], price: '95.00', capacity: 40, max: 2 },
  { hut: 1, title: ['Rose-petal turndown', 'تجهيز الغرفة ببتلات الورد'], price: '180.00', capacity: 20, max: 1 },
  { hut: 2, title: ['Beach bonfire kit', 'عُدّة نار على الشاطئ'], price: '150.00', capacity: 15, max: 2 },
  { hut: 3, title: ['Sparkling juice and dates platter', 'عصير فوّار وطبق تمر'], price: '120.00', capacity: 30, max: 3 },
  { hut: 4, title: ['Kids’ beach toy set', 'ألعاب شاطئ للأطفال'], price: '70.00', capacity: 25, max: 4 },
  { hut: 5, title: ['Lantern dinner set-up', 'تجهيز عشاء بالفوانيس'], price: '260.00', capacity: 10, max: 1 },
];
