import type { Language } from '#shared/schemas/notification-preferences';

/**
 * The words of the export's readable copy (data.html) in each language (ADR 148). Field names
 * stay as data.json writes them, so the two files can be read side by side.
 */
type ExportTexts = {
  sections: Record<string, string>;
  title: string;
  heading: string;
  exported: string;
  none: string;
};

const ENGLISH: ExportTexts = {
  sections: {
    profile: 'Profile',
    familyMembers: 'Family members',
    appointments: 'Appointments',
    payments: 'Payments',
    refunds: 'Refunds',
    reviews: 'Reviews',
    notifications: 'Notifications',
    visitSummaries: 'Visit summaries and prescriptions',
    waitlist: 'Waiting lists',
    sessions: 'Signed-in devices (sessions)',
    consents: 'Consents and notification choices',
    doctor: 'Your practice: profile, availability, time off and the notes you wrote',
  },
  title: '{siteName}: your data',
  heading: '{siteName}: everything we hold about you',
  exported:
    'Exported {at} (UTC). The same data, for other programs, is in data.json beside this file.',
  none: 'None',
};

const URDU: ExportTexts = {
  sections: {
    profile: 'پروفائل',
    familyMembers: 'خاندان کے افراد',
    appointments: 'اپوائنٹمنٹس',
    payments: 'ادائیگیاں',
    refunds: 'رقم کی واپسیاں',
    reviews: 'تبصرے',
    notifications: 'اطلاعات',
    visitSummaries: 'معائنوں کے خلاصے اور نسخے',
    waitlist: 'ویٹ لسٹیں',
    sessions: 'سائن اِن شدہ آلات (سیشن)',
    consents: 'رضامندیاں اور اطلاعات کے انتخاب',
    doctor: 'آپ کی پریکٹس: پروفائل، شیڈول، چھٹیاں اور آپ کے لکھے ہوئے نوٹس',
  },
  title: '{siteName}: آپ کا ڈیٹا',
  heading: '{siteName}: آپ کے بارے میں ہمارے پاس موجود سب کچھ',
  exported:
    'برآمد کیا گیا: {at} (UTC)۔ یہی ڈیٹا، دوسرے پروگراموں کے لیے، اس فائل کے ساتھ data.json میں ہے۔',
  none: 'کچھ نہیں',
};

export const EXPORT_TEXTS: Record<Language, ExportTexts> = { en: ENGLISH, ur: URDU };
