/**
 * Where the demo doctors practise (ADR 012, ADR 112): addresses as people write them here, with
 * the landmark they find a clinic by, and a landline of the city in E.164.
 */
export type DemoPlace = { address: string; area: string; landmark: string; phone: string };

export const PRACTICE_CITIES = [
  'Islamabad',
  'Lahore',
  'Karachi',
  'Rawalpindi',
  'Peshawar',
  'Multan',
  'Faisalabad',
] as const;
export type PracticeCity = (typeof PRACTICE_CITIES)[number];

export const PROVINCE: Record<PracticeCity, string> = {
  Islamabad: 'Islamabad Capital Territory',
  Rawalpindi: 'Punjab',
  Lahore: 'Punjab',
  Faisalabad: 'Punjab',
  Multan: 'Punjab',
  Karachi: 'Sindh',
  Peshawar: 'Khyber Pakhtunkhwa',
};

/**
 * A doctor's evening clinic may be across town or in the twin or nearby city, as the morning
 * OPD in Islamabad and the evening clinic in Rawalpindi.
 */
export const NEARBY: Record<PracticeCity, PracticeCity> = {
  Islamabad: 'Rawalpindi',
  Rawalpindi: 'Islamabad',
  Lahore: 'Faisalabad',
  Faisalabad: 'Lahore',
  Karachi: 'Karachi',
  Peshawar: 'Peshawar',
  Multan: 'Multan',
};

export const PLACES: Record<PracticeCity, DemoPlace[]> = {
  Islamabad: [
    {
      address: 'Plot 12, Street 5, F-8/3',
      area: 'F-8',
      landmark: 'behind Markaz F-8',
      phone: '+92512281234',
    },
    {
      address: 'Office 6, Saudi Pak Tower, Jinnah Avenue',
      area: 'Blue Area',
      landmark: 'opposite Jinnah Convention Centre road',
      phone: '+92512872210',
    },
    {
      address: 'House 31, Street 18, G-9/2',
      area: 'G-9',
      landmark: 'near Karachi Company bus stop',
      phone: '+92512254410',
    },
    {
      address: 'Plot 8, I-8 Markaz',
      area: 'I-8',
      landmark: 'near Shifa International Hospital',
      phone: '+92514861190',
    },
  ],
  Rawalpindi: [
    {
      address: '28 Murree Road, Satellite Town',
      area: 'Satellite Town',
      landmark: 'near Commercial Market chowk',
      phone: '+92515561234',
    },
    {
      address: 'Shop 5, Bank Road',
      area: 'Saddar',
      landmark: 'behind Saddar Cantt Post Office',
      phone: '+92515520871',
    },
    {
      address: '15-A, Peshawar Road',
      area: 'Westridge',
      landmark: 'next to Westridge Market',
      phone: '+92515473302',
    },
    {
      address: 'Plot 3, Chaklala Scheme III',
      area: 'Chaklala',
      landmark: 'near Gulzar-e-Quaid stop',
      phone: '+92515708844',
    },
  ],
  Lahore: [
    {
      address: '45-B, Main Boulevard, Gulberg III',
      area: 'Gulberg III',
      landmark: 'near Liberty Market roundabout',
      phone: '+924235761234',
    },
    {
      address: '23 Jail Road',
      area: 'Shadman',
      landmark: 'opposite Services Hospital gate 2',
      phone: '+924237578810',
    },
    {
      address: '7-C, Commercial Area, Phase 3, DHA',
      area: 'DHA Phase 3',
      landmark: 'behind Y Block market',
      phone: '+924235692245',
    },
    {
      address: '14-A, Model Town Link Road',
      area: 'Model Town',
      landmark: 'near Model Town Park gate 4',
      phone: '+924235163377',
    },
  ],
  Faisalabad: [
    {
      address: '18 Jail Road, Civil Lines',
      area: 'Civil Lines',
      landmark: 'opposite Allied Hospital gate 2',
      phone: '+92412641234',
    },
    {
      address: '34 Kohinoor City, Jaranwala Road',
      area: 'Kohinoor City',
      landmark: 'near Kohinoor Plaza',
      phone: '+92418551234',
    },
    {
      address: 'P-14, People’s Colony No. 1',
      area: 'People’s Colony',
      landmark: 'behind D Ground',
      phone: '+92418732290',
    },
    {
      address: '9 Susan Road, Madina Town',
      area: 'Madina Town',
      landmark: 'near Susan Road chowk',
      phone: '+92418501166',
    },
  ],
  Karachi: [
    {
      address: 'Suite 4, Plot 7, Block 7, Clifton',
      area: 'Clifton',
      landmark: 'behind Teen Talwar',
      phone: '+922135871234',
    },
    {
      address: 'Shop 12, Rashid Minhas Road, Block 13-B',
      area: 'Gulshan-e-Iqbal',
      landmark: 'opposite Millennium Mall',
      phone: '+922134981234',
    },
    {
      address: 'B-45, Block H, North Nazimabad',
      area: 'North Nazimabad',
      landmark: 'next to Hyderi Market',
      phone: '+922136631870',
    },
    {
      address: 'Plot 23-C, Khayaban-e-Shamsheer, Phase 5',
      area: 'DHA Phase 5',
      landmark: 'near Zamzama Park',
      phone: '+922135301642',
    },
  ],
  Peshawar: [
    {
      address: '12 University Road',
      area: 'University Town',
      landmark: 'near Tehkal Bala bus stop',
      phone: '+92915701234',
    },
    {
      address: '5-B, Saddar Road',
      area: 'Saddar',
      landmark: 'behind Deans Trade Centre',
      phone: '+92915272614',
    },
    {
      address: 'House 44, Street 6, Sector F-7, Phase 1',
      area: 'Hayatabad',
      landmark: 'near Hayatabad Medical Complex',
      phone: '+92918401234',
    },
  ],
  Multan: [
    {
      address: '7 Nishtar Road',
      area: 'Nishtar Colony',
      landmark: 'opposite Nishtar Hospital gate 1',
      phone: '+92614501234',
    },
    {
      address: '22 Abdali Road',
      area: 'Abdali Road',
      landmark: 'near Chowk Kumharan',
      phone: '+92614571234',
    },
    {
      address: 'Plot 45, Gulgasht Colony',
      area: 'Gulgasht',
      landmark: 'behind Gulgasht Market',
      phone: '+92616222190',
    },
  ],
};

/** Evening clinics' names; the morning practice keeps the specialty's clinic name. */
export const EVENING_CLINICS = [
  'Evening Care Clinic',
  'City Medical Centre',
  'Family Care Clinic',
  'Medicare Clinic',
  'Al-Noor Medical Complex',
  'Healthline Clinic',
];

export const VIDEO_PRACTICE_NAME = 'Video consultation';
