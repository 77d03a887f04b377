import { readFileSync, writeFileSync } from 'node:fs';
import { escapeHtml, fillResortContact } from '../../src/server/lib/mailLayout';
import { BRAND_NAME } from '../../src/shared/brand';
import type { ResortContact } from '../../src/shared/schemas/resortContact';
import { codeEmail, supportEmail } from '../../src/server/lib/mailTemplates';
import { bookingEmail } from '../../src/server/modules/bookings/mails';
import type { Language } from '../../src/shared/constants';
import { paidBooking, resortPlace } from '../helpers/server/bookingFixture';

const languages: Language[] = ['en', 'ar'];
const hostile = '<script>alert(1)</script>';

/** The rendered HTML's document element: the layout sets language and direction on it and on the body. */
function expectDocument(html: string, lang: Language) {
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  expect(html).toMatch(new RegExp(`^<!doctype html><html lang="${lang}" dir="${dir}">`));
  expect(html).toContain(`<body dir="${dir}"`);
  expect(html).toContain(lang === 'ar' ? 'منتجع كِن' : 'Ken Resort');
  expect(html).not.toMatch(/<script|<img|<link|src=|url\(/i); // nothing runs, nothing is fetched from another host
}

test('e-mails, the e-ticket and the site write the brand one way in each language', () => {
  for (const lang of languages) {
    const locale = JSON.parse(readFileSync(`public/locales/${lang}.json`, 'utf8')) as { common: { appName: string } };
    expect(locale.common.appName).toBe(BRAND_NAME[lang]);
  }
  const arabic = [codeEmail('ar', 'verify', '482913', 'Sara'), bookingEmail('confirmed', paidBooking(), 'ar', 'Asia/Riyadh', resortPlace)];
  for (const mail of arabic) expect(`${mail.subject}${mail.html}${mail.text}`).not.toContain('ريزورت');
});

describe.each(languages)('e-mails in %s', (lang) => {
  test('sign-up, reset and change-of-address codes', () => {
    for (const purpose of ['verify', 'reset', 'change_email'] as const) {
      const mail = codeEmail(lang, purpose, '482913', `Sara ${hostile}`);
      expectDocument(mail.html, lang);
      if (process.env.MAIL_HTML_DIR) writeFileSync(`${process.env.MAIL_HTML_DIR}/code-${purpose}-${lang}.html`, mail.html);
      expect(mail.html).toContain('482913</bdi>');
      expect(mail.html).toContain('Sara &lt;script&gt;');
      expect(mail.text).toContain('482913');
      expect(mail.text).toContain(lang === 'ar' ? 'الرمز صالح لمدة ٥ دقائق.' : 'The code is valid for 5 minutes.');
      expect(mail.text).not.toMatch(/<\/?(p|td|table)/);
    }
  });

  test('a code e-mail links to the code screen for the address, beside how long the code lasts', () => {
    const link = 'https://ken.example/account/sara%40example.com/verify-account?sent=1772355600000&x="><';
    const mail = codeEmail(lang, 'verify', '482913', 'Sara', link);
    expect(mail.html).toContain(`<a href="${escapeHtml(link)}"`);
    expect(mail.html).not.toContain('x="><');
    expect(mail.html).toContain(lang === 'ar' ? '>إدخال الرمز</a>' : '>Enter the code</a>');
    expect(mail.text).toContain(link);
    expect(mail.text.indexOf(lang === 'ar' ? 'الرمز صالح لمدة ٥ دقائق.' : 'The code is valid for 5 minutes.')).toBeLessThan(
      mail.text.indexOf(link),
    );
    expect(codeEmail(lang, 'change_email', '482913', 'Sara').html).not.toMatch(/Enter the code|إدخال الرمز|\/account\//); // no code-screen link (that screen needs a session); the footer's tel: and mailto: links stay
  });

  test('the contact form message escapes what the sender typed', () => {
    const mail = supportEmail(lang, {
      fullName: `Omar ${hostile}`,
      email: 'omar@example.com',
      content: `Hi & bye ${hostile}\nsecond line`,
      hasAttachment: true,
    });
    expectDocument(mail.html, lang);
    expect(mail.html).toContain('<bdi dir="ltr">omar@example.com</bdi>');
    expect(mail.html).toContain('Hi &amp; bye &lt;script&gt;');
    expect(mail.text).toContain(`Hi & bye ${hostile}\nsecond line`);
    expect(mail.text).toContain(lang === 'ar' ? 'مرفق ملف مع الرسالة.' : 'An attachment is included.');
  });

  test('the booking confirmation: hut, check-in/out times in the resort, VAT stated, address and map link', () => {
    const mail = bookingEmail('confirmed', paidBooking(), lang, 'Asia/Riyadh', resortPlace);
    expectDocument(mail.html, lang);
    if (process.env.MAIL_HTML_DIR) writeFileSync(`${process.env.MAIL_HTML_DIR}/booking-confirmed-${lang}.html`, mail.html); // for looking at
    expect(mail.subject).toContain('KR-7Q2M9X');
    expect(mail.html).toContain('<bdi dir="ltr">KR-7Q2M9X</bdi>');
    expect(mail.html).toContain('Huda &lt;script&gt;alert(1)&lt;/script&gt; &amp; co');
    const money = (v: number) =>
      new Intl.NumberFormat(lang === 'ar' ? 'ar-SA-u-nu-arab-ca-gregory' : 'en-GB', { style: 'currency', currency: 'SAR' }).format(v);
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain(lang === 'ar' ? 'كوخ المرجان' : 'Coral Hut');
      expect(part).toContain(lang === 'ar' ? 'الغوص بين الشعاب' : 'Reef snorkelling');
    }
    expect(mail.text).toContain(money(1850));
    expect(mail.text).toContain(money(241.3));
    expect(mail.text).toContain(lang === 'ar' ? 'ضريبة القيمة المضافة' : 'VAT');
    // 12:00Z is 15:00 in Riyadh: the hut's check-in time, not a whole day.
    expect(mail.text).toContain(lang === 'ar' ? '٣:٠٠' : '15:00');
    expect(mail.text).toContain(lang === 'ar' ? 'منتجع كِن، طريق الساحل، أملج' : 'Ken Resort, Coast Road, Umluj; Red Sea');
    expect(mail.html).toContain('href="https://www.openstreetmap.org/?mlat=25.0213&amp;mlon=37.2685');
    // Arabic digits for amounts, dates and counts; only the code, the map link and the guest's own name keep Latin ones.
    if (lang === 'ar') expect(mail.text.replace(/KR-7Q2M9X|https:\S+|alert\(1\)|\+966[\d ]+|\S+@\S+/g, '')).not.toMatch(/[0-9]/);
  });

  test('counted words follow the language’s plural rules and leave out zero counts', () => {
    const family = bookingEmail('confirmed', paidBooking(), lang, 'Asia/Riyadh');
    expect(family.text).toContain(lang === 'ar' ? 'بالغان وطفل واحد' : '2 adults and 1 child');
    expect(family.text).toContain(lang === 'ar' ? '، ليلتان)' : '(2 nights)'); // in Arabic inside the Hijri date's brackets
    const couple = bookingEmail(
      'confirmed',
      paidBooking({ kids_max_num: 0, persons_max_num: 3, dates: { ...paidBooking().dates, nights: 11 } }),
      lang,
      'Asia/Riyadh',
    );
    expect(couple.text).toContain(lang === 'ar' ? '٣ بالغين' : '3 adults');
    expect(couple.text).toContain(lang === 'ar' ? '، ١١ ليلةً)' : '(11 nights)');
    expect(couple.text).not.toMatch(/children|أطفال|طفل/);
    if (lang === 'ar') expect(family.text).not.toContain('·'); // beside Arabic-Indic digits it reads as a zero
  });

  test('check-in and check-out carry the Umm al-Qura date in Arabic, unless the guest chose Gregorian only', () => {
    for (const kind of ['confirmed', 'cancelled'] as const) {
      const both = bookingEmail(kind, paidBooking(), lang, 'Asia/Riyadh');
      const gregorian = bookingEmail(kind, paidBooking(), lang, 'Asia/Riyadh', undefined, { calendars: 'gregorian' });
      if (lang === 'ar') {
        // The fixture's stay: 1 April 2026 15:00 → 3 April 12:00 in Riyadh, 13 → 15 Shawwal 1447.
        for (const part of [both.text, both.html]) {
          expect(part).toContain('الأربعاء، ١ أبريل ٢٠٢٦ في ٣:٠٠ م (١٣ شوال ١٤٤٧ هـ)');
          expect(part).toContain('الجمعة، ٣ أبريل ٢٠٢٦ في ١٢:٠٠ م (١٥ شوال ١٤٤٧ هـ، ليلتان)');
        }
        if (kind === 'confirmed') {
          // The ticket's day (2 April, 14 Shawwal) and the free-cancellation deadline (30 March 15:00, 11 Shawwal) too.
          expect(both.text).toMatch(/٢ أبريل ٢٠٢٦ \(١٤ شوال ١٤٤٧ هـ\)/);
          expect(both.text).toMatch(/٣٠ مارس ٢٠٢٦ في ٣:٠٠ م \(١١ شوال ١٤٤٧ هـ\)/);
        }
        expect(gregorian.text).toContain('الجمعة، ٣ أبريل ٢٠٢٦ في ١٢:٠٠ م (ليلتان)');
        expect(gregorian.text).not.toContain('شوال');
      } else {
        expect(both.text).toBe(gregorian.text);
        expect(both.text).toContain('Check-out: Friday, 3 April 2026 at 12:00 (2 nights)');
      }
    }
  });

  test('a stay sold on a non-refundable rate says so by the rate, not by the booking window', () => {
    const plan = {
      id: 4,
      name: 'Pay now, save 15%',
      name_ar: 'ادفع الآن ووفّر ١٥٪',
      percent_off: 15,
      addon_per_night: '0.00',
      refundable: false,
      free_cancel_hours: null,
      policy: 'No refund on cancelling.',
      policy_ar: 'لا استرداد عند الإلغاء.',
    };
    const base = paidBooking();
    const booking = paidBooking({
      cancellation: { ...base.cancellation, free_until: null, non_refundable: true, refundable_amount: '0.00' },
      rate_plan: {
        plan,
        breakdown: {
          nights: 2,
          nights_total: '1000.00',
          extra_adults: 0,
          extra_kids: 0,
          extra_guests: '0.00',
          stay_discount_percent: 0,
          stay_discount: '0.00',
          plan_discount: '150.00',
          plan_addon: '0.00',
          total: '850.00',
        },
      },
    });
    const mail = bookingEmail('confirmed', booking, lang, 'Asia/Riyadh');
    expect(mail.text).toContain(
      lang === 'ar'
        ? 'سعر غير قابل للاسترداد (ادفع الآن ووفّر ١٥٪): لا يُسترد شيء عند الإلغاء'
        : 'Non-refundable rate (Pay now, save 15%): cancelling refunds nothing',
    );
    expect(mail.text).not.toMatch(/booked less than|حُجز قبل أقل من/);
  });

  test('a receipt names the payment and links to the booking', () => {
    const receipt = bookingEmail('extras_paid', paidBooking(), lang, 'Asia/Riyadh', resortPlace, {
      ticketIds: [2],
      link: 'https://kenresort.sa/my-booking#booking-41',
      attached: true,
      charge: { amount: '150.00', brand: 'VISA', last4: '1111', at: '2026-03-02T10:00:00.000Z' },
    });
    expectDocument(receipt.html, lang);
    expect(receipt.html).toContain('href="https://kenresort.sa/my-booking#booking-41"');
    expect(receipt.text).toContain(lang === 'ar' ? 'فيزا •••• 1111' : 'Visa •••• 1111');
    expect(receipt.text).toContain(lang === 'ar' ? 'صينية الإفطار × ١' : 'Breakfast tray × 1');
    expect(receipt.text).toContain(lang === 'ar' ? 'أرفقنا بهذه الرسالة تذكرتك الإلكترونية المحدّثة' : 'Your updated e-ticket (PDF)');
  });

  test('every e-mail’s footer gives the resort’s phone, e-mail and address as they are when it is sent', () => {
    const contact: ResortContact = {
      phone: '+966 55 000 1234',
      email: 'stay@ken.example',
      address: 'Beach road 1, Umluj',
      address_ar: 'طريق الشاطئ ١، أملج',
    };
    const mails = [
      codeEmail(lang, 'verify', '482913', 'Sara'),
      bookingEmail('cancelled', paidBooking(), lang, 'Asia/Riyadh'),
      supportEmail(lang, { fullName: 'Omar', email: 'omar@example.com', content: 'Hi', hasAttachment: false }),
    ];
    for (const written of mails) {
      const mail = fillResortContact(written, contact);
      expect(mail.html).toContain('<a href="tel:+966550001234"');
      expect(mail.html).toContain('<bdi dir="ltr">+966 55 000 1234</bdi>');
      expect(mail.html).toContain('<a href="mailto:stay@ken.example"');
      expect(mail.html).toContain(lang === 'ar' ? contact.address_ar : contact.address);
      expect(mail.html).not.toContain(lang === 'ar' ? contact.address : contact.address_ar);
      for (const part of [contact.phone, contact.email, lang === 'ar' ? contact.address_ar : contact.address])
        expect(mail.text).toContain(part);
      expect(`${mail.html}${mail.text}`).not.toContain('resort-contact');
    }
  });

  test('the cancellation states the refund', () => {
    const cancelled = bookingEmail('cancelled', paidBooking({ status: 'cancelled' }), lang, 'Asia/Riyadh');
    expectDocument(cancelled.html, lang);
    expect(cancelled.text).toContain(lang === 'ar' ? 'يُعاد المبلغ إلى بطاقتك' : 'The refund goes back to your card');
    const refunded = bookingEmail(
      'cancelled',
      paidBooking({ status: 'refunded', cancellation: { ...paidBooking().cancellation, refunded_at: '2026-03-05T10:00:00.000Z' } }),
      lang,
      'Asia/Riyadh',
    );
    expect(refunded.text).toContain(
      lang === 'ar' ? 'أُعيد المبلغ إلى بطاقتك في الخميس، ٥ مارس ٢٠٢٦' : 'Refunded to your card on Thursday, 5 March 2026 at 13:00',
    );
    const none = bookingEmail(
      'cancelled',
      paidBooking({ cancellation: { ...paidBooking().cancellation, refundable_amount: '0.00' } }),
      lang,
      'Asia/Riyadh',
    );
    expect(none.text).toContain(lang === 'ar' ? 'لا يُسترد أي مبلغ' : 'No refund applies');
  });
});
