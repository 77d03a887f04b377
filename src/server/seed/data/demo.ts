/**
 * Demo past guests: verified guests without a password hash, so nobody can sign in as them. They exist
 * only so the home page shows real-looking testimonials and a website rating on a fresh clone.
 */
export interface DemoGuest {
  email: string;
  fullName: string;
  avatar: string;
  review: { value: number; content: string; daysAgo: number };
  siteRating: number;
}

export const DEMO_GUESTS: DemoGuest[] = [
  {
    email: 'noura.alharbi@demo.ken-resort.sa',
    fullName: 'نورة الحربي',
    avatar: '/media/avatars/avatar-1.svg',
    review: { value: 5, content: 'من أجمل الإقامات التي عشناها؛ الكوخ يطلّ على البحر مباشرة، والفريق يهتم بأدق التفاصيل. سنعود حتمًا.', daysAgo: 6 },
    siteRating: 5,
  },
  {
    email: 'james.whitaker@demo.ken-resort.sa',
    fullName: 'James Whitaker',
    avatar: '/media/avatars/avatar-2.svg',
    review: { value: 5, content: 'Snorkelling on the house reef every morning was the highlight of our trip. Quiet, beautifully run and genuinely warm.', daysAgo: 14 },
    siteRating: 5,
  },
  {
    email: 'faisal.alotaibi@demo.ken-resort.sa',
    fullName: 'فيصل العتيبي',
    avatar: '/media/avatars/avatar-3.svg',
    review: { value: 4, content: 'مكان هادئ يناسب العائلات، والإفطار على الشرفة تجربة لا تُنسى. أتمنى لو امتدت إقامتنا ليلة أخرى.', daysAgo: 23 },
    siteRating: 4,
  },
  {
    email: 'layla.haddad@demo.ken-resort.sa',
    fullName: 'Layla Haddad',
    avatar: '/media/avatars/avatar-4.svg',
    review: { value: 5, content: 'The sunset dinner on the beach was magical, and the staff remembered every little preference we mentioned.', daysAgo: 35 },
    siteRating: 5,
  },
  {
    email: 'sara.alqahtani@demo.ken-resort.sa',
    fullName: 'سارة القحطاني',
    avatar: '/media/avatars/avatar-5.svg',
    review: { value: 5, content: 'جلسة المنتجع الصحي كانت رائعة، والسماء ليلًا مليئة بالنجوم. تجربة راقية بكل معنى الكلمة.', daysAgo: 48 },
    siteRating: 4,
  },
];
