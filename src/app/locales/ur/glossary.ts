/**
 * One word for one thing in Urdu (ADR 147). Each entry names the English term, the Urdu the
 * catalogs use for it (with its inflected forms) and the spellings they may not use.
 * glossary.test.ts fails when a catalog text, or a server-side Urdu text, holds a rejected one.
 * A rejected spelling matches as whole words only, so "بک" does not match "بکنگ".
 */
export interface GlossaryTerm {
  en: string;
  ur: string[];
  rejected: string[];
  note?: string;
}

export const URDU_GLOSSARY: GlossaryTerm[] = [
  {
    en: 'appointment',
    ur: ['اپوائنٹمنٹ', 'اپوائنٹمنٹس'],
    rejected: ['اپائنٹمنٹ', 'اپائنٹمنٹس', 'ملاقات', 'ملاقاتیں', 'ملاقاتوں'],
    note: 'ملاقات means a meeting; the booked slot is always اپوائنٹمنٹ.',
  },
  {
    en: 'visit (the consultation itself, video visit)',
    ur: ['معائنہ', 'معائنے', 'معائنوں'],
    rejected: ['وزٹ', 'وزٹس'],
  },
  { en: 'visit summary', ur: ['معائنے کا خلاصہ'], rejected: ['وزٹ سمری', 'سمری'] },
  { en: 'doctor', ur: ['ڈاکٹر', 'ڈاکٹروں'], rejected: ['معالج', 'معالجین'] },
  { en: 'patient', ur: ['مریض', 'مریضوں'], rejected: ['پیشنٹ', 'پیشنٹس'] },
  { en: 'prescription', ur: ['نسخہ', 'نسخے'], rejected: ['پرسکرپشن', 'پریسکرپشن'] },
  { en: 'follow-up', ur: ['فالو اپ'], rejected: ['فالو-اپ', 'فالواپ'] },
  {
    en: 'refund',
    ur: ['رقم کی واپسی', 'واپسی', 'واپسیاں'],
    rejected: ['ریفنڈ', 'ریفنڈز'],
  },
  { en: 'payment', ur: ['ادائیگی', 'ادائیگیاں'], rejected: ['پیمنٹ', 'پیمنٹس'] },
  { en: 'review', ur: ['تبصرہ', 'تبصرے'], rejected: ['ریویو', 'ریویوز'] },
  { en: 'clinic', ur: ['کلینک'], rejected: ['شفاخانہ', 'مطب'] },
  { en: 'practice', ur: ['پریکٹس', 'پریکٹسز'], rejected: ['پریکٹسیں'] },
  { en: 'schedule', ur: ['شیڈول'], rejected: ['شیڈیول', 'اوقاتِ کار'] },
  { en: 'token (queue number)', ur: ['ٹوکن'], rejected: ['ٹکٹ'] },
  {
    en: 'waitlist',
    ur: ['ویٹ لسٹ', 'ویٹ لسٹیں'],
    rejected: ['انتظار کی فہرست', 'ویٹنگ لسٹ', 'ویٹ لِسٹ'],
  },
  {
    en: 'family member',
    ur: ['خاندان کا فرد', 'خاندان کے افراد'],
    rejected: ['اہلِ خانہ', 'اہل خانہ', 'فیملی ممبر', 'فیملی ممبرز'],
  },
  { en: 'sign in', ur: ['سائن اِن'], rejected: ['سائن ان', 'لاگ اِن', 'لاگ ان'] },
  { en: 'sign out', ur: ['سائن آؤٹ'], rejected: ['لاگ آؤٹ', 'سائن اوٹ'] },
  { en: 'settings', ur: ['ترتیبات'], rejected: ['سیٹنگز', 'سیٹنگ', 'سیٹنگیں'] },
  {
    en: 'notification',
    ur: ['اطلاع', 'اطلاعات'],
    rejected: ['نوٹیفکیشن', 'نوٹیفکیشنز', 'نوٹیفیکیشن'],
  },
  { en: 'book (an appointment)', ur: ['بُک'], rejected: ['بک'] },
  { en: 'confirm', ur: ['تصدیق'], rejected: ['کنفرم'] },
  { en: 'status', ur: ['حالت', 'حالتیں'], rejected: ['اسٹیٹس', 'سٹیٹس'] },
  { en: 'device', ur: ['آلہ', 'آلات'], rejected: ['ڈیوائس', 'ڈیوائسز'] },
  {
    en: 'administrator',
    ur: ['منتظم', 'منتظمین'],
    rejected: ['ایڈمن', 'ایڈمنسٹریٹر', 'ایڈمنز'],
  },
  {
    en: 'payment provider',
    ur: ['ادائیگی کا ادارہ'],
    rejected: [
      'ادائیگی فراہم کنندہ',
      'ادائیگی فراہم کرنے والا ادارہ',
      'ادائیگی کا ذریعہ',
      'ادائیگی کا یہ ذریعہ',
    ],
  },
  { en: 'WhatsApp', ur: ['واٹس ایپ'], rejected: ['WhatsApp', 'وٹس ایپ', 'واٹس اپ'] },
  {
    en: 'SMS',
    ur: ['SMS'],
    rejected: ['ایس ایم ایس'],
    note: 'Kept in Latin letters, as phones label it.',
  },
  { en: 'screen', ur: ['اسکرین'], rejected: ['سکرین'] },
  { en: 'e-mail', ur: ['ای میل'], rejected: ['ای-میل', 'ایمیل'] },
  { en: 'account', ur: ['اکاؤنٹ'], rejected: ['اکاونٹ'] },
  { en: 'password', ur: ['پاس ورڈ'], rejected: ['پاسورڈ'] },
  { en: 'please', ur: ['براہِ کرم'], rejected: ['براہ کرم', 'برائے مہربانی'] },
  {
    en: 'time zone',
    ur: ['ٹائم زون'],
    rejected: ['ٹائمزون', 'وقت کا علاقہ'],
    note: 'Shown to people as the place’s time (پاکستان کا وقت), see ADR 147.',
  },
];
