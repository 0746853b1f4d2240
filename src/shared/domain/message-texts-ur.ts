/**
 * The Urdu of the texts the server writes itself (SMS and WhatsApp, ADR 103), keyed by their
 * English as the app's catalog is. A copy of the catalog's entries, since the server may not read
 * the app: message-texts.test.ts checks that each entry still says what the catalog says, and that
 * every notification template has one.
 */
export const URDU_TEXTS: Record<string, string> = {
  'New appointment': 'نئی اپوائنٹمنٹ',
  '{patientName} booked a {appointmentType} on {startDate} at {startTime}.':
    '{patientName} نے {startDate} کو {startTime} پر {appointmentType} کی اپوائنٹمنٹ بُک کی۔',
  'Appointment confirmed': 'اپوائنٹمنٹ کی تصدیق ہو گئی',
  '{doctorName} confirmed your appointment on {startDate} at {startTime}.':
    '{doctorName} نے {startDate} کو {startTime} پر آپ کی اپوائنٹمنٹ کی تصدیق کر دی۔',
  'Appointment request declined': 'اپوائنٹمنٹ کی درخواست مسترد ہو گئی',
  '{doctorName} declined your appointment request for {startDate} at {startTime}. Reason: {reason}':
    '{doctorName} نے {startDate} کو {startTime} پر آپ کی اپوائنٹمنٹ کی درخواست مسترد کر دی۔ وجہ: {reason}',
  'Appointment cancelled': 'اپوائنٹمنٹ منسوخ ہو گئی',
  '{patientName} cancelled the appointment on {startDate} at {startTime}. Reason: {reason}':
    '{patientName} نے {startDate} کو {startTime} پر ہونے والی اپوائنٹمنٹ منسوخ کر دی۔ وجہ: {reason}',
  '{doctorName} cancelled your appointment on {startDate} at {startTime}. Reason: {reason}':
    '{doctorName} نے {startDate} کو {startTime} پر ہونے والی آپ کی اپوائنٹمنٹ منسوخ کر دی۔ وجہ: {reason}',
  'Appointment expired': 'اپوائنٹمنٹ کی مدت ختم ہو گئی',
  'Your appointment with {doctorName} on {startDate} at {startTime} passed without being completed, so it was cancelled (Appointment Expired).':
    '{doctorName} کے ساتھ {startDate} کو {startTime} بجے آپ کی اپوائنٹمنٹ مکمل ہوئے بغیر گزر گئی، اس لیے منسوخ کر دی گئی (اپوائنٹمنٹ کی مدت ختم)۔',
  'The clinic confirmed your appointment with {doctorName} on {startDate} at {startTime}.':
    'کلینک نے {doctorName} کے ساتھ {startDate} کو {startTime} بجے آپ کی اپوائنٹمنٹ کی تصدیق کر دی۔',
  'The clinic cancelled your appointment with {doctorName} on {startDate} at {startTime}. Reason: {reason}':
    'کلینک نے {doctorName} کے ساتھ {startDate} کو {startTime} بجے آپ کی اپوائنٹمنٹ منسوخ کر دی۔ وجہ: {reason}',
  'Appointment rescheduled': 'اپوائنٹمنٹ کا وقت بدل گیا',
  '{patientName} moved the appointment on {fromDate} at {fromTime} to {toDate} at {toTime}.':
    '{patientName} نے {fromDate} کو {fromTime} پر ہونے والی اپوائنٹمنٹ {toDate} کو {toTime} پر منتقل کر دی۔',
  'Appointment reminder': 'اپوائنٹمنٹ کی یاد دہانی',
  'Reminder: your appointment with {doctorName} is on {startDate} at {startTime}.':
    'یاد دہانی: {doctorName} کے ساتھ آپ کی اپوائنٹمنٹ {startDate} کو {startTime} پر ہے۔',
  // A family member's appointment names the member (ADR 095).
  '{doctorName} confirmed the appointment for {memberName} on {startDate} at {startTime}.':
    '{doctorName} نے {startDate} کو {startTime} پر {memberName} کی اپوائنٹمنٹ کی تصدیق کر دی۔',
  '{doctorName} declined the appointment request for {memberName} for {startDate} at {startTime}. Reason: {reason}':
    '{doctorName} نے {startDate} کو {startTime} پر {memberName} کی اپوائنٹمنٹ کی درخواست مسترد کر دی۔ وجہ: {reason}',
  '{doctorName} cancelled the appointment for {memberName} on {startDate} at {startTime}. Reason: {reason}':
    '{doctorName} نے {startDate} کو {startTime} پر ہونے والی {memberName} کی اپوائنٹمنٹ منسوخ کر دی۔ وجہ: {reason}',
  'The appointment for {memberName} with {doctorName} on {startDate} at {startTime} passed without being completed, so it was cancelled (Appointment Expired).':
    '{doctorName} کے ساتھ {startDate} کو {startTime} بجے {memberName} کی اپوائنٹمنٹ مکمل ہوئے بغیر گزر گئی، اس لیے منسوخ کر دی گئی (اپوائنٹمنٹ کی مدت ختم)۔',
  'The clinic confirmed the appointment for {memberName} with {doctorName} on {startDate} at {startTime}.':
    'کلینک نے {doctorName} کے ساتھ {startDate} کو {startTime} بجے {memberName} کی اپوائنٹمنٹ کی تصدیق کر دی۔',
  'The clinic cancelled the appointment for {memberName} with {doctorName} on {startDate} at {startTime}. Reason: {reason}':
    'کلینک نے {doctorName} کے ساتھ {startDate} کو {startTime} بجے {memberName} کی اپوائنٹمنٹ منسوخ کر دی۔ وجہ: {reason}',
  'Reminder: the appointment for {memberName} with {doctorName} is on {startDate} at {startTime}.':
    'یاد دہانی: {doctorName} کے ساتھ {memberName} کی اپوائنٹمنٹ {startDate} کو {startTime} پر ہے۔',
  'New review': 'نیا تبصرہ',
  '{authorName} rated you {rating} out of 5: “{reviewTitle}”':
    '{authorName} نے آپ کو 5 میں سے {rating} ریٹنگ دی: “{reviewTitle}”',
  'Application approved': 'درخواست منظور ہو گئی',
  'Your application has been approved. You can now sign in, and patients can find and book you.':
    'آپ کی درخواست منظور ہو گئی ہے۔ اب آپ سائن اِن کر سکتے ہیں، اور مریض آپ کو تلاش کر کے اپوائنٹمنٹ بُک کر سکتے ہیں۔',
  'Application rejected': 'درخواست مسترد ہو گئی',
  'Your application was rejected. Reason: {reason}': 'آپ کی درخواست مسترد کر دی گئی۔ وجہ: {reason}',
  'Payment received': 'ادائیگی موصول ہو گئی',
  'We received {amount} for your appointment with {doctorName}.':
    '{doctorName} کے ساتھ آپ کی اپوائنٹمنٹ کے لیے ہمیں {amount} موصول ہو گئے۔',
  'Refund on its way': 'رقم کی واپسی راستے میں ہے',
  'Refund of {amount} on its way': '{amount} کی واپسی راستے میں ہے',
  Refunded: 'رقم واپس کر دی گئی',
  'Refunded {amount} for your appointment with {doctorName}.':
    '{doctorName} کے ساتھ آپ کی اپوائنٹمنٹ کے {amount} واپس کر دیے گئے۔',
  'Prescription ready': 'نسخہ تیار ہے',
  '{doctorName} wrote the visit summary and prescription for {patientName} from the visit on {startDate}.':
    '{doctorName} نے {startDate} کے معائنے کے بعد {patientName} کے لیے معائنے کا خلاصہ اور نسخہ لکھ دیا۔',
  'Prescription amended': 'نسخے میں ترمیم ہو گئی',
  '{doctorName} amended the visit summary and prescription for {patientName} from the visit on {startDate}.':
    '{doctorName} نے {startDate} کے معائنے کے بعد {patientName} کے لیے معائنے کے خلاصے اور نسخے میں ترمیم کی۔',
  'A slot opened': 'ایک وقت خالی ہوا ہے',
  'A slot with {doctorName} opened on {startDate} at {startTime} for {patientName}. It is held for you until {expiresTime}.':
    '{doctorName} کے ہاں {startDate} کو {startTime} پر {patientName} کے لیے ایک وقت خالی ہوا ہے۔ یہ {expiresTime} تک آپ کے لیے رکھا گیا ہے۔',
  'Your video visit is ready': 'آپ کا ویڈیو معائنہ تیار ہے',
  'Dr. {name} is ready to see you': 'ڈاکٹر {name} آپ کا معائنہ کرنے کے لیے تیار ہیں',
  Consultation: 'مشاورت',
  'Follow-up': 'فالو اپ',
  Emergency: 'ایمرجنسی',
  'Reply STOP to stop SMS.': 'SMS بند کرنے کے لیے STOP لکھ کر جواب دیں۔',
};
