import type { Faker } from '@faker-js/faker';

/**
 * Industrial towns and name stems per country, so a company from Ningbo is called like one and sits in a real city;
 * countries not listed use faker's English surnames and cities.
 */
const PLACES: Record<string, { cities: string[]; stems?: string[]; suffix: string; prefix?: string }> = {
  CN: {
    cities: [
      'Ningbo',
      'Shenzhen',
      'Guangzhou',
      'Suzhou',
      'Hangzhou',
      'Wenzhou',
      'Foshan',
      'Dongguan',
      'Qingdao',
      'Xiamen',
      'Wuxi',
      'Changzhou',
      'Tianjin',
      'Taizhou',
      'Jinan',
      'Zhengzhou',
    ],
    stems: [
      'Hengli',
      'Jinyuan',
      'Hongda',
      'Xinda',
      'Huayu',
      'Tianrui',
      'Zhongke',
      'Shengtai',
      'Yongxin',
      'Jiahe',
      'Ruifeng',
      'Dongfang',
      'Weida',
      'Longsheng',
      'Mingyang',
      'Sanhe',
      'Kaiyuan',
      'Boshi',
    ],
    suffix: 'Co., Ltd.',
  },
  DE: {
    cities: [
      'Stuttgart',
      'Munich',
      'Hamburg',
      'Düsseldorf',
      'Nuremberg',
      'Hanover',
      'Cologne',
      'Bielefeld',
      'Augsburg',
    ],
    stems: [
      'Müller',
      'Schmidt',
      'Becker',
      'Wagner',
      'Hoffmann',
      'Krause',
      'Weber',
      'Richter',
      'Brandt',
      'Vogel',
    ],
    suffix: 'GmbH',
  },
  IN: {
    cities: [
      'Pune',
      'Chennai',
      'Ahmedabad',
      'Coimbatore',
      'Ludhiana',
      'Rajkot',
      'Vadodara',
      'Faridabad',
      'Bengaluru',
    ],
    stems: ['Shakti', 'Bharat', 'Sai', 'Ganesh', 'Om Sai', 'Navkar', 'Shivam', 'Surya', 'Jyoti', 'Patel'],
    suffix: 'Pvt. Ltd.',
  },
  BR: {
    cities: ['São Paulo', 'Curitiba', 'Joinville', 'Campinas', 'Caxias do Sul', 'Belo Horizonte'],
    stems: ['Silva', 'Souza', 'Oliveira', 'Almeida', 'Ferreira', 'Costa', 'Ribeiro'],
    suffix: 'Ltda.',
  },
  JP: {
    cities: ['Osaka', 'Nagoya', 'Hamamatsu', 'Kobe', 'Yokohama', 'Kitakyushu'],
    stems: ['Tanaka', 'Suzuki', 'Yamamoto', 'Nakamura', 'Kobayashi', 'Sato', 'Ishikawa'],
    suffix: 'Co., Ltd.',
  },
  MX: {
    cities: ['Monterrey', 'Guadalajara', 'Querétaro', 'Puebla', 'Saltillo', 'León'],
    stems: ['García', 'Hernández', 'Martínez', 'López', 'Ramírez', 'Torres'],
    suffix: 'S.A. de C.V.',
  },
  IT: {
    cities: ['Milan', 'Turin', 'Bologna', 'Brescia', 'Vicenza', 'Bergamo', 'Modena'],
    stems: ['Rossi', 'Bianchi', 'Colombo', 'Ricci', 'Marino', 'Greco', 'Conti'],
    suffix: 'S.r.l.',
  },
  FR: {
    cities: ['Lyon', 'Toulouse', 'Lille', 'Grenoble', 'Nantes', 'Saint-Étienne'],
    stems: ['Dubois', 'Laurent', 'Moreau', 'Lefebvre', 'Girard', 'Fontaine'],
    suffix: 'SAS',
  },
  KR: {
    cities: ['Busan', 'Incheon', 'Changwon', 'Ulsan', 'Daegu', 'Suwon'],
    stems: ['Daehan', 'Hanil', 'Samyang', 'Dongil', 'Sejin', 'Woojin', 'Kumho'],
    suffix: 'Co., Ltd.',
  },
  TR: {
    cities: ['Istanbul', 'Bursa', 'Izmir', 'Konya', 'Kayseri', 'Gaziantep'],
    stems: ['Yılmaz', 'Kaya', 'Demir', 'Şahin', 'Öztürk', 'Aydın', 'Arslan'],
    suffix: 'A.Ş.',
  },
  VN: {
    cities: ['Ho Chi Minh City', 'Hanoi', 'Hai Phong', 'Binh Duong', 'Da Nang', 'Dong Nai'],
    stems: ['Minh Phat', 'Thanh Cong', 'Hoang Long', 'Viet Tien', 'An Phu', 'Tan Thanh'],
    suffix: 'JSC',
  },
  ES: {
    cities: ['Barcelona', 'Valencia', 'Bilbao', 'Zaragoza', 'Seville', 'Valladolid'],
    stems: ['García', 'Fernández', 'Navarro', 'Ruiz', 'Serrano', 'Molina'],
    suffix: 'S.L.',
  },
  ID: {
    cities: ['Jakarta', 'Surabaya', 'Bekasi', 'Bandung', 'Semarang', 'Batam'],
    stems: ['Sinar', 'Maju Jaya', 'Mitra', 'Cahaya', 'Sentosa', 'Karya'],
    suffix: '',
    prefix: 'PT',
  },
  PL: {
    cities: ['Poznań', 'Wrocław', 'Łódź', 'Katowice', 'Gdańsk', 'Kraków'],
    stems: ['Nowak', 'Kowalski', 'Wiśniewski', 'Wójcik', 'Kamiński', 'Zieliński'],
    suffix: 'Sp. z o.o.',
  },
  TH: {
    cities: ['Bangkok', 'Chonburi', 'Rayong', 'Samut Prakan', 'Ayutthaya', 'Chiang Mai'],
    stems: ['Siam', 'Thai Union', 'Chaiyo', 'Srisawat', 'Krungthai', 'Rattana'],
    suffix: 'Co., Ltd.',
  },
  NL: {
    cities: ['Rotterdam', 'Eindhoven', 'Utrecht', 'Tilburg', 'Enschede', 'Venlo'],
    stems: ['de Vries', 'Jansen', 'Bakker', 'Visser', 'Smit', 'Mulder'],
    suffix: 'B.V.',
  },
  ZA: {
    cities: ['Johannesburg', 'Durban', 'Cape Town', 'Pretoria', 'Port Elizabeth'],
    stems: ['Cape', 'Karoo', 'Highveld', 'Protea', 'Umoya', 'Drakensberg'],
    suffix: '(Pty) Ltd',
  },
  US: { cities: [], suffix: 'Inc.' },
  CA: { cities: ['Toronto', 'Mississauga', 'Montreal', 'Calgary', 'Hamilton', 'Winnipeg'], suffix: 'Inc.' },
  GB: { cities: ['Birmingham', 'Manchester', 'Sheffield', 'Leeds', 'Coventry', 'Leicester'], suffix: 'Ltd.' },
};

/** How a business type names itself in the company name, when it does not simply make or sell goods. */
const TYPE_NAME_WORDS: Record<string, string[]> = {
  IN: ['Capital', 'Ventures', 'Industrial Holdings', 'Investment Partners'],
  CO: ['Consulting', 'Advisory', 'Sourcing Consultants', 'Trade Consulting'],
  GO: ['Trade Promotion Office', 'Export Development Agency', 'Industrial Development Board'],
  IM: ['Import & Trading', 'International Trading'],
  EX: ['Export', 'International'],
  WS: ['Wholesale', 'Trading'],
  DI: ['Distribution', 'Supply'],
  RE: ['Stores', 'Retail'],
};

/** The state of the listed cities whose country has its states in the reference data; others get one at random. */
const STATE_OF_CITY: Record<string, string> = {
  Ningbo: 'Zhejiang',
  Hangzhou: 'Zhejiang',
  Wenzhou: 'Zhejiang',
  Taizhou: 'Zhejiang',
  Shenzhen: 'Guangdong',
  Guangzhou: 'Guangdong',
  Foshan: 'Guangdong',
  Dongguan: 'Guangdong',
  Suzhou: 'Jiangsu',
  Wuxi: 'Jiangsu',
  Changzhou: 'Jiangsu',
  Qingdao: 'Shandong',
  Jinan: 'Shandong',
  Xiamen: 'Fujian',
  Tianjin: 'Tianjin',
  Zhengzhou: 'Henan',
  Stuttgart: 'Baden-Württemberg',
  Munich: 'Bavaria',
  Nuremberg: 'Bavaria',
  Augsburg: 'Bavaria',
  Hamburg: 'Hamburg',
  Düsseldorf: 'North Rhine-Westphalia',
  Cologne: 'North Rhine-Westphalia',
  Bielefeld: 'North Rhine-Westphalia',
  Hanover: 'Lower Saxony',
  Pune: 'Maharashtra',
  Chennai: 'Tamil Nadu',
  Coimbatore: 'Tamil Nadu',
  Ahmedabad: 'Gujarat',
  Rajkot: 'Gujarat',
  Vadodara: 'Gujarat',
  Ludhiana: 'Punjab',
  Faridabad: 'Haryana',
  Bengaluru: 'Karnataka',
  'São Paulo': 'São Paulo',
  Campinas: 'São Paulo',
  Curitiba: 'Paraná',
  Joinville: 'Santa Catarina',
  'Caxias do Sul': 'Rio Grande do Sul',
  'Belo Horizonte': 'Minas Gerais',
  Monterrey: 'Nuevo León',
  Guadalajara: 'Jalisco',
  Querétaro: 'Querétaro',
  Puebla: 'Puebla',
  Saltillo: 'Coahuila de Zaragoza',
  León: 'Guanajuato',
  Busan: 'Busan',
  Incheon: 'Incheon',
  Ulsan: 'Ulsan',
  Daegu: 'Daegu',
  Changwon: 'South Gyeongsang Province',
  Suwon: 'Gyeonggi Province',
  Istanbul: 'Istanbul',
  Bursa: 'Bursa',
  Izmir: 'İzmir',
  Konya: 'Konya',
  Kayseri: 'Kayseri',
  Gaziantep: 'Gaziantep',
};

export const stateNameOf = (city: string): string | undefined => STATE_OF_CITY[city];

export const cityIn = (f: Faker, country: string) => {
  const cities = PLACES[country]?.cities ?? [];
  return cities.length > 0 ? f.helpers.arrayElement(cities) : f.location.city();
};

/**
 * A company name in the style of its country ("Ningbo Hengli Hydraulics Co., Ltd.", "Becker Automation GmbH") and its
 * web domain, under `.example`, which can never belong to anyone (RFC 2606).
 */
export function companyName(
  f: Faker,
  {
    country,
    city,
    businessType,
    industryWords,
  }: { country: string; city: string; businessType: string; industryWords: string[] },
): { name: string; domain: string } {
  const place = PLACES[country];
  const stem = place?.stems ? f.helpers.arrayElement(place.stems) : f.person.lastName();
  const industryWord = f.helpers.arrayElement(industryWords);
  const typeWords = TYPE_NAME_WORDS[businessType] ?? [];
  let core: string;
  // Agencies are named after their city, investors and consultants after their trade alone.
  if (businessType === 'GO') core = `${city} ${f.helpers.arrayElement(typeWords)}`;
  else if (businessType === 'IN' || businessType === 'CO')
    core = `${stem} ${f.helpers.arrayElement(typeWords)}`;
  else if (typeWords.length > 0 && f.datatype.boolean({ probability: 0.4 }))
    core = `${stem} ${f.helpers.arrayElement(typeWords)}`;
  else core = `${stem} ${industryWord}`;
  const domain = `${core
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '')
    .slice(0, 40)}.example`;
  if (businessType === 'GO') return { name: core, domain };
  const withCity = country === 'CN' ? `${city} ${core}` : core;
  return { name: [place?.prefix, withCity, place?.suffix ?? 'Ltd.'].filter(Boolean).join(' '), domain };
}
